// The Studio moved a request out of Spam: the owner is alerted then (features/requests/server/not-spam-route.ts).
export { postNotSpam as POST } from '@/features/requests/server'
