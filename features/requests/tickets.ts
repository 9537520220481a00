/**
 * The request feature's ticket door: the form's ticket as this server signs
 * it (server/ticket.ts), for what must make one the way a browser gets one
 * from GET /api/leads/token: the browser tests' and load run's posts. Node
 * only (node:crypto); the key is the caller's.
 */
export { signTicket } from './server/ticket'
