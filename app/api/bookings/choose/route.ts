// The consultation request and its time as a plain page, without JavaScript (issue 62): features/requests/booking/booking-routes.ts.
import 'server-only'
import { bookingRoutes } from '@/features/requests/bookings'

export const dynamic = 'force-dynamic'
export const GET = (request: Request) => bookingRoutes.choose(request)
