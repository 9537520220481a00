/**
 * Jest's setup: the routes' unit tests call the handlers as a site behind
 * one proxy of its own would be called (TRUSTED_PROXY_HOPS=1), so that the
 * X-Forwarded-For they write is the client's address. Behind no proxy,
 * `next start`'s request guard (lib/http/request-guard.ts) vouches for the
 * address, which its own tests cover.
 */
process.env.TRUSTED_PROXY_HOPS ??= '1'
