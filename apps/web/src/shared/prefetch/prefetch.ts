import { API_PREFIX } from '@konzilium/contract/endpoint'

/** Prefetch waits 1000 ms after a navigation and is skipped on a very slow connection. */
export const PREFETCH_DELAY_MS = 1000

/** The part of the Network Information API we read; absent in Firefox and Safari. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

export function shouldSkipPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  )
}

export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection
}

/** Unique same-origin pathnames of the links on the page (other origins, downloads and new tabs excluded). */
export function sameOriginLinkPaths(root: ParentNode, origin: string): string[] {
  const paths = new Set<string>()
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (anchor.hasAttribute('download') || anchor.target === '_blank') continue
    let url: URL
    try {
      url = new URL(anchor.getAttribute('href') ?? '', origin)
    } catch {
      continue
    }
    if (url.origin === origin && !url.pathname.startsWith(API_PREFIX)) paths.add(url.pathname)
  }
  return [...paths]
}

/**
 * After the delay, asks `prefetchPath` to load the route chunks of every same-origin link on the page.
 * Returns a cancel function (a new navigation before the delay cancels the old schedule).
 */
export function schedulePrefetch(
  prefetchPath: (pathname: string) => void,
  connection: ConnectionInfo | undefined = currentConnection(),
): () => void {
  if (shouldSkipPrefetch(connection)) return () => undefined
  const timer = setTimeout(() => {
    for (const path of sameOriginLinkPaths(document, window.location.origin)) prefetchPath(path)
  }, PREFETCH_DELAY_MS)
  return () => {
    clearTimeout(timer)
  }
}
