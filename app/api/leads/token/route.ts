// The ticket a form fetches on its first touch, signed now: features/leads/server/token-route.ts.
export { getFormToken as GET } from '@/features/leads/server/routes'

// Each answer is signed with the time of its request: never prerendered, never cached.
export const dynamic = 'force-dynamic'
