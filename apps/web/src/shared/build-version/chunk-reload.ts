/**
 * A lazy chunk fails to load when the deployment replaced it (its hash no longer exists). The cure is a
 * full page load of the intended route, which fetches the new index.html. If that page is broken too, a
 * reload loop would follow, so a timestamp in sessionStorage allows one reload per 10 s.
 */
export const RELOAD_GUARD_MS = 10_000
const RELOAD_GUARD_KEY = 'app.chunkReloadAt'

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Failed to load a part of the application', {
      cause,
    })
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError
}

/** True when no reload happened in the last 10 s (reads the guard, records nothing). */
export function canReloadForChunk(now: number = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY))
  return !(Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS)
}

/** Records the attempt and answers true when no reload happened in the last 10 s. */
export function claimChunkReload(now: number = Date.now()): boolean {
  if (!canReloadForChunk(now)) return false
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(now))
  return true
}

let reloadInProgress = false

/** True once a reload was started: the page is unloading and should render nothing new. */
export function isReloadInProgress(): boolean {
  return reloadInProgress
}

function assignLocation(href: string): void {
  window.location.assign(href)
}

/** A full page load of `href`; returns false (do nothing, show the error page) when the guard refuses. */
export function reloadToRoute(
  href: string,
  assign: (href: string) => void = assignLocation,
): boolean {
  if (!claimChunkReload()) return false
  reloadInProgress = true
  assign(href)
  return true
}
