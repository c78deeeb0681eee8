import { redirect } from 'react-router'
import type { Role } from '@konzilium/contract/session'
import { isReloadOnNavigationPending } from '../shared/build-version/build-version'
import { session } from '../shared/session/session-store'
import { paths } from './paths'

/** Spec section 2: a stored user on the path / redirects to /app. */
export function landingGuard(): Response | null {
  return session.isSignedIn() ? redirect(paths.app.home) : null
}

/** Spec section 2: no stored user on any path starting /app redirects to /. */
export function appGuard(): Response | null {
  return session.isSignedIn() ? null : redirect(paths.home)
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
    if (!user) return redirect(paths.home)
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
