// A request form the browser posted itself, without the page's scripts: features/requests/server/contact-route.ts.
export { postContactForm as POST } from '@/features/requests/server'
