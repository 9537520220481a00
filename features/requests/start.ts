/**
 * The request feature's start door (instrumentation.ts): what must hold before the server takes its first request.
 * Light on purpose: the routes and their content client load with the first request, not at start.
 */
export { checkTicketKeyAtStart } from './server/ticket-key'
