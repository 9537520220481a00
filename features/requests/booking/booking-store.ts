import 'server-only'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SanityClient } from '@sanity/client'
import { contentSource, type ContentSource } from '@/lib/env/content'
import { sanityWriteToken } from '@/lib/env/secrets'
import { LOCAL_LEADS_FILE } from '../server/file-store'
import { withFileLock } from '../server/file-lock'
import { isConflict, writeClient } from '../server/store'
import { CELL_TYPE, cellIdFor, type Booking } from './booking'
import { bookingByIdQuery, bookingsBetweenQuery, takenCellsQuery } from './booking-queries'

/**
 * Where the bookings are kept (issue 62), beside the requests: the Content
 * Lake with the write token, or without a project a local file. One time,
 * one family: a hold creates the booking and a document for each cell it
 * covers in one transaction, `create` only, so that a second hold on any of
 * those cells fails whole (409), from any instance; the local file does the
 * same under its lock. Cancelling deletes the cells with the status change.
 */
export interface BookingStore {
  /** The cells held from `from` on. */
  takenCells(from: Date): Promise<Set<string>>
  /** 'held', or 'taken' when any of its cells is held already. */
  hold(booking: Booking): Promise<'held' | 'taken'>
  get(id: string): Promise<Booking | null>
  /** Bookings not cancelled whose time starts between the two moments. */
  between(from: Date, to: Date): Promise<Booking[]>
  /** Sets what `change` returns on the booking as it is now; false when it returned null or the booking is gone. */
  update(id: string, change: (current: Booking) => Partial<Booking> | null): Promise<boolean>
  /** Cancels it and frees its cells; the booking as it was, or null when there was none to cancel. */
  cancel(id: string, at: Date): Promise<Booking | null>
}

type BookingFile = { bookings: Booking[] }

/** Beside the requests' own file (../server/file-store.ts). */
export const LOCAL_BOOKINGS_FILE = path.join(path.dirname(LOCAL_LEADS_FILE), 'bookings.json')

export function fileBookingStore(file = LOCAL_BOOKINGS_FILE): BookingStore {
  const read = async (): Promise<BookingFile> =>
    readFile(/* turbopackIgnore: true */ file, 'utf8').then(
      (text) => JSON.parse(text) as BookingFile,
      () => ({ bookings: [] }),
    )
  const write = async (data: BookingFile) => {
    const temporary = `${file}.${process.pid}.tmp`
    await writeFile(temporary, JSON.stringify(data), { mode: 0o600 })
    await rename(temporary, file)
  }
  const live = (data: BookingFile) => data.bookings.filter((booking) => booking.status !== 'cancelled')
  return {
    async takenCells(from) {
      const cells = live(await read()).flatMap((booking) =>
        Date.parse(booking.end) >= from.getTime() ? booking.cells : [],
      )
      return new Set(cells)
    },
    hold(booking) {
      return withFileLock(file, async () => {
        const data = await read()
        const taken = new Set(live(data).flatMap((one) => one.cells))
        if (booking.cells.some((cell) => taken.has(cell))) return 'taken'
        // A request's booking is one document: one it cancelled before choosing again is replaced.
        await write({ bookings: [...data.bookings.filter((one) => one._id !== booking._id), booking] })
        return 'held'
      })
    },
    async get(id) {
      return (await read()).bookings.find((booking) => booking._id === id) ?? null
    },
    async between(from, to) {
      return live(await read()).filter(
        (booking) => Date.parse(booking.start) >= from.getTime() && Date.parse(booking.start) < to.getTime(),
      )
    },
    update(id, change) {
      return withFileLock(file, async () => {
        const data = await read()
        const index = data.bookings.findIndex((booking) => booking._id === id)
        const fields = index >= 0 ? change(data.bookings[index]!) : null
        if (!fields) return false
        data.bookings[index] = { ...data.bookings[index]!, ...fields }
        await write(data)
        return true
      })
    },
    cancel(id, at) {
      return withFileLock(file, async () => {
        const data = await read()
        const found = data.bookings.find((booking) => booking._id === id && booking.status !== 'cancelled')
        if (!found) return null
        await write({
          bookings: data.bookings.map((booking) =>
            booking === found ? { ...booking, status: 'cancelled', cancelledAt: at.toISOString() } : booking,
          ),
        })
        return found
      })
    },
  }
}

export function lakeBookingStore(client: SanityClient): BookingStore {
  const raw = { perspective: 'raw' } as const
  return {
    async takenCells(from) {
      return new Set((await client.fetch(takenCellsQuery, { from: from.toISOString() }, raw)) as string[])
    },
    async hold(booking) {
      // The cells are created only if absent; the booking itself may replace the one its request cancelled.
      const transaction = client.transaction().createOrReplace(booking)
      for (const cell of booking.cells) {
        transaction.create({ _id: cellIdFor(cell), _type: CELL_TYPE, cell, booking: booking._id, start: booking.start })
      }
      try {
        await transaction.commit({ visibility: 'sync' })
        return 'held'
      } catch (error) {
        if (isConflict(error)) return 'taken'
        throw error
      }
    },
    async get(id) {
      return ((await client.fetch(bookingByIdQuery, { id }, raw)) as Booking | null) ?? null
    },
    async between(from, to) {
      return (await client.fetch(
        bookingsBetweenQuery,
        { from: from.toISOString(), to: to.toISOString() },
        raw,
      )) as Booking[]
    },
    async update(id, change) {
      const current = (await client.fetch(bookingByIdQuery, { id }, raw)) as (Booking & { _rev: string }) | null
      const fields = current ? change(current) : null
      if (!current || !fields) return false
      try {
        await client.patch(id).ifRevisionId(current._rev).set(fields).commit({ visibility: 'sync' })
        return true
      } catch (error) {
        if (isConflict(error)) return false
        throw error
      }
    },
    async cancel(id, at) {
      const current = (await client.fetch(bookingByIdQuery, { id }, raw)) as (Booking & { _rev: string }) | null
      if (!current || current.status === 'cancelled') return null
      const transaction = client
        .transaction()
        .patch(id, (patch) =>
          patch.ifRevisionId(current._rev).set({ status: 'cancelled', cancelledAt: at.toISOString() }),
        )
      for (const cell of current.cells) transaction.delete(cellIdFor(cell))
      try {
        await transaction.commit({ visibility: 'sync' })
        return current
      } catch (error) {
        if (isConflict(error)) return null
        throw error
      }
    },
  }
}

/** The store of this site; null with a project but no write token (bookings cannot be kept: none is offered). */
export function bookingStore(
  source: ContentSource = contentSource(),
  token: string | undefined = sanityWriteToken(),
): BookingStore | null {
  if (source.kind === 'starter') return fileBookingStore()
  return token ? lakeBookingStore(writeClient(source, token)) : null
}
