import { redirect } from 'react-router'
import type { Role } from '@konzilium/contract/session'
import { isReloadOnNavigationPending } from '../shared/build-version/build-version'
import { session } from '../shared/session/session-store'
import { paths } from '../shared/navigation/paths'
import { RETURN_PARAM, returnTargetIn, safeReturnTarget } from '../shared/navigation/return-target'

/**
 * Spec section 2: a stored user on the path / redirects to /app (or to the deep link that sent a
 * signed-out visitor here, when it is a valid return target).
 */
export function landingGuard({ request }: { request: Request }): Response | null {
  if (!session.isSignedIn()) return null
  return redirect(returnTargetIn(new URL(request.url).search) ?? paths.app.home)
}

/**
 * Spec section 2: no stored user on any path starting /app redirects to /. The path opened rides
 * along as `?next=`, so signing in from there returns to it (validated again on the way back).
 */
export function signedOutRedirect(request: Request): Response {
  const { pathname, search } = new URL(request.url)
  const target = safeReturnTarget(pathname + search)
  if (!target || target === paths.app.home) return redirect(paths.home)
  return redirect(`${paths.home}?${RETURN_PARAM}=${encodeURIComponent(target)}`)
}

export function appGuard({ request }: { request: Request }): Response | null {
  return session.isSignedIn() ? null : signedOutRedirect(request)
}

export class ForbiddenPageError extends Error {
  override readonly name = 'ForbiddenPageError'
  readonly statusCode = 403
  readonly statusMessage = 'Forbidden'
  constructor(readonly path: string) {
    super(`Access denied: ${path}`)
  }
}

/**
 * A signed-in page open to some roles only (route-access.ts). Signed out, it behaves like
 * `appGuard` (loaders of parent and child run together, so each must decide on its own).
 */
export function roleGuard(allowed: readonly Role[]) {
  return ({ request }: { request: Request }): Response | null => {
    const user = session.getUser()
    if (!user) return signedOutRedirect(request)
    if (user.role !== undefined && allowed.includes(user.role)) return null
    throw new ForbiddenPageError(new URL(request.url).pathname)
  }
}

/**
 * Runs on every navigation (the root route always revalidates). When a newer build was announced by the
 * manifest, this navigation becomes a full page load of its target, which fetches the new index.html.
 */
export function newBuildGuard({ request }: { request: Request }): Promise<null> | null {
  if (!isReloadOnNavigationPending()) return null
  window.location.assign(request.url)
  // The page is unloading; never settle so the old build renders nothing more.
  return new Promise<null>(() => undefined)
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError'
  readonly statusCode = 404
  readonly statusMessage = 'Not Found'
  constructor(readonly path: string) {
    super(`Page not found: ${path}`)
  }
}

/** The catch-all routes throw this so the error page renders the 404 (spec section 8). */
export function notFoundLoader({ request }: { request: Request }): never {
  const { pathname } = new URL(request.url)
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape stays as typed.
  }
  throw new NotFoundError(path)
}
