import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { paths } from '../navigation/paths'
import {
  BUILD_MANIFEST_URL,
  BUILD_POLL_INTERVAL_MS,
  checkForNewBuild,
  isOtherBuild,
  isReloadOnNavigationPending,
  resetBuildVersionState,
} from './build-version'
import { claimChunkReload, RELOAD_GUARD_MS, reloadToRoute } from './chunk-reload'

describe('build manifest reload decision', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    resetBuildVersionState()
  })

  it('compares ids and ignores unreadable manifests', async () => {
    expect(await isOtherBuild({ id: 'b2', timestamp: 1 }, 'b1')).toBe(true)
    expect(await isOtherBuild({ id: 'b1', timestamp: 1 }, 'b1')).toBe(false)
    expect(await isOtherBuild({ id: '' }, 'b1')).toBe(false)
    expect(await isOtherBuild('<html>', 'b1')).toBe(false)
  })

  it('polls the manifest without cache and marks a reload on the next navigation when the id differs', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 'b1', timestamp: 1 }))
    expect(await checkForNewBuild('b1')).toBe(false)
    expect(isReloadOnNavigationPending()).toBe(false)
    expect(document.documentElement.dataset.newerBuild).toBeUndefined()
    expect(fetchMock).toHaveBeenCalledWith(
      BUILD_MANIFEST_URL,
      expect.objectContaining({ cache: 'no-store' }),
    )

    fetchMock.mockResolvedValue(Response.json({ id: 'b2', timestamp: 2 }))
    expect(await checkForNewBuild('b1')).toBe(true)
    expect(isReloadOnNavigationPending()).toBe(true)
    expect(document.documentElement.dataset.newerBuild).toBe('b2')
    expect(BUILD_MANIFEST_URL).toBe('/assets/builds/latest.json')
    expect(BUILD_POLL_INTERVAL_MS).toBe(3_600_000)
  })

  it('treats a failed poll as no news', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'))
    expect(await checkForNewBuild('b1')).toBe(false)
    fetchMock.mockResolvedValue(new Response('gone', { status: 404 }))
    expect(await checkForNewBuild('b1')).toBe(false)
    expect(isReloadOnNavigationPending()).toBe(false)
  })
})

describe('chunk reload guard', () => {
  it('reloads once, not again within 10 s, and again after', () => {
    const assign = vi.fn()
    const start = 1_700_000_000_000
    vi.useFakeTimers({ now: start })
    expect(reloadToRoute(paths.app.users, assign)).toBe(true)
    expect(assign).toHaveBeenCalledWith(paths.app.users)
    vi.setSystemTime(start + RELOAD_GUARD_MS - 1)
    expect(reloadToRoute(paths.app.users, assign)).toBe(false)
    expect(assign).toHaveBeenCalledTimes(1)
    vi.setSystemTime(start + RELOAD_GUARD_MS + 1)
    expect(reloadToRoute(paths.app.users, assign)).toBe(true)
    expect(assign).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('keeps its timestamp in sessionStorage so it survives the reload itself', () => {
    expect(claimChunkReload(5_000_000)).toBe(true)
    expect(sessionStorage.getItem('app.chunkReloadAt')).toBe('5000000')
    expect(claimChunkReload(5_000_000 + 9_999)).toBe(false)
    expect(RELOAD_GUARD_MS).toBe(10_000)
  })
})
