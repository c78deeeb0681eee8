import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentSearchParams, flushUrlWrite, replaceSearch, URL_WRITE_DELAY_MS } from './url-sync'

afterEach(() => {
  flushUrlWrite()
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

describe('URL mirroring', () => {
  it('gathers quick changes into one write, keeping the history state', () => {
    vi.useFakeTimers()
    window.history.replaceState({ key: 'a', idx: 3 }, '', '/calculator/rheumatology?score=cdai')
    const replace = vi.spyOn(window.history, 'replaceState')
    replaceSearch([
      ['score', 'cdai'],
      ['tjc28', '1'],
    ])
    replaceSearch([
      ['score', 'cdai'],
      ['tjc28', '12'],
    ])
    expect(replace).not.toHaveBeenCalled()
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    expect(replace).toHaveBeenCalledTimes(1)
    expect(window.location.search).toBe('?score=cdai&tjc28=12')
    expect(window.history.state).toEqual({ key: 'a', idx: 3 })
  })

  it('never writes a change over another history entry', () => {
    window.history.replaceState({ key: 'a' }, '', '/calculator/rheumatology?score=cdai')
    replaceSearch([
      ['score', 'cdai'],
      ['tjc28', '5'],
    ])
    // Back or forward to another entry before the write.
    window.history.replaceState({ key: 'b' }, '', '/calculator/dermatology?score=pasi')
    flushUrlWrite()
    expect(window.location.search).toBe('?score=pasi')
  })

  it('gives the switcher the latest inputs', () => {
    window.history.replaceState({ key: 'c' }, '', '/calculator/rheumatology?score=sdai')
    replaceSearch([
      ['score', 'sdai'],
      ['crpMgPerL', '12'],
    ])
    expect(currentSearchParams().get('crpMgPerL')).toBe('12')
  })

  it('survives a browser that refuses history changes', () => {
    window.history.replaceState({ key: 'd' }, '', '/calculator')
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('too many calls', 'SecurityError')
    })
    replaceSearch([['q', 'das']])
    expect(() => {
      flushUrlWrite()
    }).not.toThrow()
    vi.restoreAllMocks()
  })
})
