import { reloadToRoute } from '../shared/build-version/chunk-reload'

/**
 * Vite reports a failed preload of a lazy chunk's dependencies (JS or CSS) as `vite:preloadError`.
 * When that happens while the user is heading somewhere (a navigation or the first load), reload to
 * that route (guarded, see chunk-reload.ts). A failure during a background prefetch is left alone.
 */
export function installPreloadErrorHandler(intendedHref: () => string | null): () => void {
  const listener = (event: Event) => {
    const target = intendedHref()
    if (target === null) return
    // Suppress the rejection only when we really reload; otherwise the import fails normally and the
    // error page explains.
    if (reloadToRoute(target)) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', listener)
  return () => {
    window.removeEventListener('vite:preloadError', listener)
  }
}
