/** The build manifest is polled every 60 minutes. */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000
export const BUILD_MANIFEST_URL = '/assets/builds/latest.json'

/** This bundle's own build id, injected at build time (build/build-manifest-plugin.ts). */
export const CURRENT_BUILD_ID: string = import.meta.env.BUILD_ID ?? 'development'

let newerBuildId: string | null = null

/** A different id means another build was deployed; equal ids and unreadable manifests change nothing. */
export async function isOtherBuild(manifest: unknown, currentId: string): Promise<boolean> {
  const { buildManifestSchema } = await import('@konzilium/contract/client')
  const parsed = buildManifestSchema.safeParse(manifest)
  return parsed.success && parsed.data.id !== currentId
}

/** Fetches the manifest (never from a cache) and remembers when a newer build is out. */
export async function checkForNewBuild(currentId: string = CURRENT_BUILD_ID): Promise<boolean> {
  try {
    const response = await fetch(BUILD_MANIFEST_URL, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return false
    const manifest: unknown = await response.json()
    if (!(await isOtherBuild(manifest, currentId))) return false
    newerBuildId = (manifest as { id: string }).id
    // Shown on the document (nowhere on screen), so the end of a check can be waited for.
    document.documentElement.dataset.newerBuild = newerBuildId
    return true
  } catch {
    // Offline or mid-deploy: try again at the next poll.
    return false
  }
}

/** True once a newer build was seen: the next navigation must be a full page load of its target. */
export function isReloadOnNavigationPending(): boolean {
  return newerBuildId !== null
}

export function startBuildPolling(): () => void {
  // In development there is no manifest and Vite replaces modules live.
  if (CURRENT_BUILD_ID === 'development') return () => undefined
  const timer = setInterval(() => {
    void checkForNewBuild()
  }, BUILD_POLL_INTERVAL_MS)
  return () => {
    clearInterval(timer)
  }
}

/** Test seam. */
export function resetBuildVersionState(): void {
  newerBuildId = null
  delete document.documentElement.dataset.newerBuild
}
