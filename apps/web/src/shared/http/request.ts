import { CLIENT_TYPE, CLIENT_VERSION } from '@konzilium/contract/client-headers'
import { getLocale } from '../i18n/i18n-store'
import { session } from '../session/session-store'
import { getClientId } from './client-id'
import { toErrorEnvelope } from './error-envelope'
import {
  CrossOriginRequestError,
  HttpError,
  parseRetryAfter,
  RequestTimeoutError,
  TokenExpiredError,
} from './http-errors'

export const REQUEST_TIMEOUT_MS = 60_000

/** Anything with zod's `parse`; responses are validated by the contract's schemas. */
export interface ResponseSchema<T> {
  parse(data: unknown): T
}

/**
 * Schemas are passed as loaders (`() => import('@konzilium/contract/x').then((m) => m.xSchema)`): zod
 * then lives in a chunk fetched on first use, in parallel with the request, instead of weighing on the
 * first page load (ADR 002).
 */
export type SchemaLoader<T> = () => Promise<ResponseSchema<T>>

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  /** Sent as it is (a file the user chose), with its own content type; instead of `body`. */
  rawBody?: Blob
  query?: Record<string, string | number | boolean | undefined>
  /** Sends the bearer token, after checking that it has not expired. */
  authenticated?: boolean
  /** Validates the JSON answer; without it the answer is returned unchecked as `unknown`. */
  schema?: SchemaLoader<T>
  /** `blob`: the answer is a file, returned as it came (an attachment's bytes), never parsed. */
  responseType?: 'json' | 'blob'
  signal?: AbortSignal
}

function sameOriginUrl(path: string, query: RequestOptions<unknown>['query']): URL {
  const url = new URL(path, window.location.origin)
  if (url.origin !== window.location.origin) throw new CrossOriginRequestError(path)
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  return url
}

/** A token is expired when its expiry is earlier than now; the call is then never sent. */
function bearerToken(): string {
  const auth = session.getAuth()
  const expiresAt = auth ? Date.parse(auth.accessTokenExpiresAt) : Number.NaN
  if (!auth || Number.isNaN(expiresAt) || expiresAt < Date.now()) throw new TokenExpiredError()
  return auth.accessToken
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * The one way the client talks to the API: same origin only, never cached, 60 s
 * timeout, the client headers on every call, JSON in and out, a non-ok answer thrown as `HttpError`.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const url = sameOriginUrl(path, options.query)
  const headers: Record<string, string> = {
    Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': getLocale(),
    'X-Client-Id': getClientId(),
    'X-Client-Version': CLIENT_VERSION,
    'X-Client-Type': CLIENT_TYPE,
  }
  if (options.authenticated) headers.Authorization = `Bearer ${bearerToken()}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  else if (options.rawBody)
    headers['Content-Type'] = options.rawBody.type || 'application/octet-stream'

  const controller = new AbortController()
  const timer = setTimeout(() => {
    controller.abort(new RequestTimeoutError(url.pathname, REQUEST_TIMEOUT_MS))
  }, REQUEST_TIMEOUT_MS)
  const abortFromCaller = () => {
    controller.abort()
  }
  options.signal?.addEventListener('abort', abortFromCaller, { once: true })

  const schema = options.schema?.()
  // A failed schema load surfaces when awaited below, not as an unhandled rejection meanwhile.
  schema?.catch(() => undefined)
  try {
    const response = await fetch(url.pathname + url.search, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? (options.rawBody ?? null) : JSON.stringify(options.body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: controller.signal,
    })
    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T
    const body = await parseBody(response)
    if (!response.ok) {
      throw new HttpError(
        await toErrorEnvelope(response.status, response.statusText, body),
        body,
        options.authenticated === true,
        parseRetryAfter(response.headers.get('Retry-After')),
      )
    }
    return schema ? (await schema).parse(body) : (body as T)
  } catch (error) {
    // fetch rejects with an AbortError (or the reason); report a timeout as such.
    const reason: unknown = controller.signal.reason
    if (reason instanceof RequestTimeoutError) throw reason
    throw error
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', abortFromCaller)
  }
}
