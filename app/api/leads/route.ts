// Every request the forms send, kept for the Inbox: features/leads/server/leads-handler.ts.
export { postLead as POST } from '@/features/leads/server/routes'
