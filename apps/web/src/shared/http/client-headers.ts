/**
 * The client-identifying values of spec section 7. They equal CLIENT_VERSION and CLIENT_TYPE of
 * packages/contract/src/client.ts (client-headers.test.ts keeps them equal). They are repeated here
 * only because that module also builds zod schemas at load time, and importing it statically would put
 * zod (~26 KB gzip) into the first page load; see ADR 002.
 */
export const CLIENT_VERSION = '1.0.0'
export const CLIENT_TYPE = 'web'
