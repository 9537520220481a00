/**
 * The bookings' GROQ, typed by `npm run typegen`: read with the write token
 * (every id is private), in the raw perspective.
 */
import 'server-only'
import { defineQuery } from 'groq'
import { BOOKING_TYPE, CELL_TYPE } from './booking'

export const takenCellsQuery = defineQuery(`*[_type == "${CELL_TYPE}" && start >= $from].cell`)

export const bookingByIdQuery = defineQuery(`*[_type == "${BOOKING_TYPE}" && _id == $id][0]`)

export const bookingsBetweenQuery = defineQuery(
  `*[_type == "${BOOKING_TYPE}" && status != "cancelled" && start >= $from && start < $to] | order(start asc)`,
)

/** The owner's consultation hours (../booking/hours.ts), published only: a draft is not offered. */
export const consultationHoursQuery = defineQuery(
  `*[_id == $id][0]{windows[]{day, from, to}, phoneMinutes, visitMinutes, bufferMinutes, noticeHours, daysAhead, closedDays, calendarUrl}`,
)
