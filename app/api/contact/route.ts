// A request form the browser posted itself, without the page's scripts: features/leads/server/contact-route.ts.
export { postContactForm as POST } from '@/features/leads/server/routes'
