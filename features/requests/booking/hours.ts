/**
 * The owner's consultation hours (issue 62), as the Studio keeps them
 * ("Consultation hours", ../schemas/consultation-hours.ts): the weekly windows
 * in which a family may book a free consultation, how long a phone call and a
 * home visit take, the gap kept between two, the shortest notice, how far
 * ahead, the closed days, and the private address of the owner's own
 * calendar. A half-filled document still gives sensible hours. Pure.
 */
import { clockMinutes, WEEKDAYS, type Weekday } from '../../../lib/time/office-hours'
import { isIsoDate, type IsoDate } from '../../../lib/time/agency-time'

export const HOURS_ID = 'private.consultationHours'
export const HOURS_TYPE = 'consultationHours'

export const MEETINGS = ['phone', 'visit'] as const
export type Meeting = (typeof MEETINGS)[number]

export interface BookingWindow {
  day: Weekday
  /** "09:00" */
  from: string
  to: string
}

export interface ConsultationHours {
  windows: BookingWindow[]
  minutes: Record<Meeting, number>
  bufferMinutes: number
  /** Office hours of notice before the first time offered. */
  noticeHours: number
  daysAhead: number
  closedDays: IsoDate[]
  /** The owner's calendar's private iCalendar address, or null. Server only: never sent to a browser. */
  calendarUrl: string | null
}

const WEEKDAYS_ONLY: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']

export const DEFAULT_CONSULTATION_HOURS: ConsultationHours = {
  windows: WEEKDAYS_ONLY.flatMap((day) => [
    { day, from: '09:00', to: '12:00' },
    { day, from: '14:00', to: '17:00' },
  ]),
  minutes: { phone: 20, visit: 60 },
  bufferMinutes: 15,
  noticeHours: 3,
  daysAhead: 14,
  closedDays: [],
  calendarUrl: null,
}

/** The limits the Studio's fields and this reading share. */
export const HOURS_LIMITS = {
  phone: { min: 10, max: 120 },
  visit: { min: 20, max: 240 },
  buffer: { min: 0, max: 120 },
  notice: { min: 0, max: 72 },
  ahead: { min: 1, max: 60 },
}

const whole = (value: unknown, { min, max }: { min: number; max: number }, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback

function windowOf(raw: unknown): BookingWindow | null {
  const { day, from, to } = (raw ?? {}) as Record<string, unknown>
  if (!(WEEKDAYS as readonly unknown[]).includes(day)) return null
  const start = clockMinutes(from)
  const end = clockMinutes(to)
  return start !== null && end !== null && end > start
    ? { day: day as Weekday, from: from as string, to: to as string }
    : null
}

/** A calendar address the server may fetch: https only (webcal:// is the same address over https). */
export function calendarAddress(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const text = value.trim().replace(/^webcal:\/\//i, 'https://')
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === '127.0.0.1') ? url.href : null
  } catch {
    return null
  }
}

export function consultationHours(raw: Record<string, unknown> | null | undefined): ConsultationHours {
  if (!raw) return DEFAULT_CONSULTATION_HOURS
  const windows = Array.isArray(raw.windows) ? raw.windows.map(windowOf).filter((one) => one !== null) : []
  const d = DEFAULT_CONSULTATION_HOURS
  return {
    windows: windows.length ? windows : d.windows,
    minutes: {
      phone: whole(raw.phoneMinutes, HOURS_LIMITS.phone, d.minutes.phone),
      visit: whole(raw.visitMinutes, HOURS_LIMITS.visit, d.minutes.visit),
    },
    bufferMinutes: whole(raw.bufferMinutes, HOURS_LIMITS.buffer, d.bufferMinutes),
    noticeHours: whole(raw.noticeHours, HOURS_LIMITS.notice, d.noticeHours),
    daysAhead: whole(raw.daysAhead, HOURS_LIMITS.ahead, d.daysAhead),
    closedDays: Array.isArray(raw.closedDays) ? raw.closedDays.filter(isIsoDate) : [],
    calendarUrl: calendarAddress(raw.calendarUrl),
  }
}
