import { APP_PREFIX, paths } from './paths'

/** The query parameter that carries a signed-out deep link to /login and back (`?next=`). */
export const RETURN_PARAM = 'next'
const MAX_LENGTH = 1024
const probeOrigin = 'https://return-target.invalid'

/**
 * A return target after sign-in, or null when it is not one. Only a same-origin path of the app
 * (`/app`, `/app/...`, with its query) is accepted, and `/export` (the download page of one's own
 * exports, which needs sign-in), so a crafted link can never send a user who signs in to another
 * site (`//evil.example`, `/\evil.example`, `https://...`, `javascript:`) or to a public page. The fragment is dropped. The target is the path the user opened; the app keeps
 * ids, never patient data, in its addresses (ADR 004).
 */
export function safeReturnTarget(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  // Only a path: no scheme, no protocol-relative or backslash tricks, no control characters.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return null
  }
  let url: URL
  try {
    url = new URL(value, probeOrigin)
  } catch {
    return null
  }
  if (url.origin !== probeOrigin) return null
  const { pathname, search } = url
  const inApp = pathname === APP_PREFIX || pathname.startsWith(`${APP_PREFIX}/`)
  if (!inApp && pathname !== paths.export) return null
  return pathname + search
}

/** The sign-in address that brings the user back to `target` (when it is a valid return target). */
export function loginPathFor(loginPath: string, target: string): string {
  const safe = safeReturnTarget(target)
  return safe ? `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : loginPath
}

/** The return target carried by a location's query, if valid. */
export function returnTargetIn(search: string): string | null {
  return safeReturnTarget(new URLSearchParams(search).get(RETURN_PARAM))
}
