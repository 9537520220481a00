import { useEffect, useState, useSyncExternalStore } from 'react'
import { useClient } from 'sanity'
import { DEFAULT_API_VERSION } from '../../lib/env'
import type { OfficeHours } from '../../lib/office-hours'
import { officeHoursOf } from './office-hours'

/**
 * What the Inbox's waiting times need beyond the request itself: the owner's
 * office hours (./office-hours.ts) and a clock that moves on every minute,
 * shared by every row of a list.
 */

/** The office hours, or null until they are read. */
export function useOfficeHours(): OfficeHours | null {
  const client = useClient({ apiVersion: DEFAULT_API_VERSION })
  const [hours, setHours] = useState<OfficeHours | null>(null)
  useEffect(() => {
    let current = true
    void officeHoursOf(client).then((read) => current && setHours(read))
    return () => {
      current = false
    }
  }, [client])
  return hours
}

const listeners = new Set<() => void>()
let minute = Math.floor(Date.now() / 60_000)
let timer: ReturnType<typeof setInterval> | undefined

function subscribe(listener: () => void) {
  listeners.add(listener)
  timer ??= setInterval(() => {
    const next = Math.floor(Date.now() / 60_000)
    if (next === minute) return
    minute = next
    listeners.forEach((notify) => notify())
  }, 5_000)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** Now, to the minute: a waiting time on screen moves on by itself. */
export function useMinuteClock(): Date {
  const current = useSyncExternalStore(
    subscribe,
    () => minute,
    () => minute,
  )
  return new Date(current * 60_000)
}
