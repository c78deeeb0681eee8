import { redirect } from 'react-router'
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
