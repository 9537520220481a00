/**
 * The service-area feature's server door: GET /api/service-area, the check
 * for a browser that sent the hero's form itself (no-script/route.ts).
 */
export { GET } from './no-script/route'
