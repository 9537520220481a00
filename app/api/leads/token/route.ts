// The ticket a form fetches on its first touch, signed now: features/requests/server/ticket-route.ts.
export { getTicket as GET } from '@/features/requests/server'

// Each answer is signed with the time of its request: never prerendered, never cached.
export const dynamic = 'force-dynamic'
