import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  PREFETCH_DELAY_MS,
  sameOriginLinkPaths,
  schedulePrefetch,
  shouldSkipPrefetch,
} from './prefetch'

afterEach(() => {
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('prefetch', () => {
  it('is skipped on data saver and on 2g connections only', () => {
    expect(shouldSkipPrefetch(undefined)).toBe(false)
    expect(shouldSkipPrefetch({ effectiveType: '4g' })).toBe(false)
    expect(shouldSkipPrefetch({ effectiveType: '3g', saveData: false })).toBe(false)
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true)
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true)
  })

  it('collects unique same-origin link paths only', () => {
    document.body.innerHTML = `
      <a href="/login">a</a><a href="/login?x=1">b</a><a href="/calculator#top">c</a>
      <a href="https://example.org/x">d</a><a href="/api/health">e</a>
      <a href="/export" download>f</a><a href="/materials/system-therapy" target="_blank">g</a>`
    expect(sameOriginLinkPaths(document, window.location.origin)).toEqual(['/login', '/calculator'])
  })

  it('prefetches the links 1000 ms after the navigation', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<a href="/calculator">k</a>'
    const prefetch = vi.fn()
    schedulePrefetch(prefetch, { effectiveType: '4g' })
    vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1)
    expect(prefetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(prefetch).toHaveBeenCalledWith('/calculator')
  })

  it('does nothing on a slow connection and when cancelled', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<a href="/calculator">k</a>'
    const prefetch = vi.fn()
    schedulePrefetch(prefetch, { effectiveType: '2g' })
    const cancel = schedulePrefetch(prefetch, {})
    cancel()
    vi.advanceTimersByTime(5000)
    expect(prefetch).not.toHaveBeenCalled()
  })
})
