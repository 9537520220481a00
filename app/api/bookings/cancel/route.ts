// The family's change-or-cancel page and its button (issue 62): features/requests/booking/booking-routes.ts.
import 'server-only'
import { bookingRoutes } from '@/features/requests/bookings'

export const dynamic = 'force-dynamic'
export const GET = (request: Request) => bookingRoutes.cancelQuestion(request)
export const POST = (request: Request) => bookingRoutes.cancel(request)
