/**
 * Headers every client call carries; the server logs them with each request. Kept free of zod so
 * the web client can import it on its first page without pulling the schema library into the
 * initial load (ADR 002).
 */
export const clientHeaderNames = {
  clientId: 'x-client-id',
  clientVersion: 'x-client-version',
  clientType: 'x-client-type',
} as const

export const CLIENT_VERSION = '1.0.0'
export const CLIENT_TYPE = 'web'
