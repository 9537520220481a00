// Every request the forms send, kept for the Inbox: features/requests/server/requests-route.ts.
export { postRequest as POST } from '@/features/requests/server'
