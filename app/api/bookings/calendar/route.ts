// The consultation's booking (issue 62): features/requests/booking/booking-routes.ts.
import 'server-only'
import { bookingRoutes } from '@/features/requests/bookings'

export const dynamic = 'force-dynamic'
export const GET = (request: Request) => bookingRoutes.calendar(request)
