import { mayCall, type Need } from '../shared/session/may-call'
import { session } from '../shared/session/session-store'
import { paths } from '../shared/navigation/paths'
import { RETURN_PARAM, returnTargetIn, safeReturnTarget } from '../shared/navigation/return-target'

/** Where a route is going: the parts of a location a guard reads. */
export interface RouteLocation {
  pathname: string
  search: string
}

/**
 * What a guard decides before a page renders: nothing (render it), another address (replace this
 * one with it), or an error page in its place.
 */
export type GuardOutcome = { redirect: string } | { error: Error } | null

export type Guard = (location: RouteLocation) => GuardOutcome

/**
 * A stored user on the path / redirects to /app (or to the deep link that sent a
 * signed-out visitor here, when it is a valid return target).
 */
export const landingGuard: Guard = ({ search }) => {
  if (!session.isSignedIn()) return null
  return { redirect: returnTargetIn(search) ?? paths.app.home }
}

/**
 * No stored user on any path starting /app redirects to /. The path opened rides
 * along as `?next=`, so signing in from there returns to it (validated again on the way back).
 */
export function signedOutRedirect({ pathname, search }: RouteLocation): { redirect: string } {
  const target = safeReturnTarget(pathname + search)
  if (!target || target === paths.app.home) return { redirect: paths.home }
  return { redirect: `${paths.home}?${RETURN_PARAM}=${encodeURIComponent(target)}` }
}

export const appGuard: Guard = (location) =>
  session.isSignedIn() ? null : signedOutRedirect(location)

export class ForbiddenPageError extends Error {
  override readonly name = 'ForbiddenPageError'
  readonly statusCode = 403
  readonly statusMessage = 'Forbidden'
  constructor(readonly path: string) {
    super(`Access denied: ${path}`)
  }
}

/**
 * A signed-in page open to the roles that may call every endpoint it needs (`mayCall`, from the
 * endpoint table's `access`). Signed out, it behaves like `appGuard`, so it decides on its own
 * wherever it is used.
 */
export function pageGuard(needs: readonly Need[]): Guard {
  return (location) => {
    const user = session.getUser()
    if (!user) return signedOutRedirect(location)
    if (user.role !== undefined && needs.every((need) => mayCall(user.role, need))) return null
    return { error: new ForbiddenPageError(location.pathname) }
  }
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError'
  readonly statusCode = 404
  readonly statusMessage = 'Not Found'
  constructor(readonly path: string) {
    super(`Page not found: ${path}`)
  }
}

/** The catch-all routes: the error page renders the 404, 'Page not found: {path}'. */
export const notFound: Guard = ({ pathname }) => {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // A malformed escape stays as typed.
  }
  return { error: new NotFoundError(path) }
}
