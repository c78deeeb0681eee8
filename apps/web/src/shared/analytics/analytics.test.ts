import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadHumanVerification } from '../human-verification/human-verification'
import { analyticsConsent, resetAnalytics, startAnalytics } from './analytics'
import { storedConsent } from './consent'

afterEach(() => {
  resetAnalytics()
})

/** Copies the data layer (arguments objects) into plain arrays. */
function dataLayerCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
}

describe('analytics', () => {
  it('loads nothing and touches nothing when no id is configured', async () => {
    const load = vi.fn(() => Promise.resolve())
    await startAnalytics({}, load)
    expect(load).not.toHaveBeenCalled()
    expect(window.dataLayer).toBeUndefined()
    expect(window.gtag).toBeUndefined()
    expect(analyticsConsent.needsChoice()).toBe(false)
  })

  it('sets every consent type to denied before requesting the script, and anonymizes IPs', async () => {
    let callsWhenScriptRequested: unknown[][] = []
    const load = vi.fn((_src: string) => {
      callsWhenScriptRequested = dataLayerCalls()
      return Promise.resolve()
    })
    await startAnalytics({ analyticsId: 'G-TEST123' }, load)
    expect(load).toHaveBeenCalledWith('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    expect(callsWhenScriptRequested[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ])
    expect(callsWhenScriptRequested).toContainEqual(['config', 'G-TEST123', { anonymize_ip: true }])
    expect(callsWhenScriptRequested.some(([, mode]) => mode === 'update')).toBe(false)
    expect(analyticsConsent.needsChoice()).toBe(true)
  })

  it('grants consent only after acceptance and remembers it', async () => {
    await startAnalytics({ analyticsId: 'G-TEST123' }, () => Promise.resolve())
    analyticsConsent.decide('granted')
    expect(dataLayerCalls().at(-1)).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    ])
    expect(storedConsent()).toBe('granted')
    expect(analyticsConsent.needsChoice()).toBe(false)
  })

  it('rejecting keeps denied and removes _ga cookies', async () => {
    await startAnalytics({ analyticsId: 'G-TEST123' }, () => Promise.resolve())
    // Cookies the script may have set before the visitor answered.
    document.cookie = '_ga=GA1.1.123; path=/'
    document.cookie = '_ga_ABC=GS1.1; path=/'
    document.cookie = 'i18n_redirected=cs; path=/'
    analyticsConsent.decide('denied')
    expect(document.cookie).not.toMatch(/_ga/)
    expect(document.cookie).toMatch(/i18n_redirected=cs/)
    expect(storedConsent()).toBe('denied')
    expect(dataLayerCalls().some(([, mode]) => mode === 'update')).toBe(false)
  })

  it('treats existing _ga cookies as consent given earlier', async () => {
    document.cookie = '_ga=GA1.1.123; path=/'
    await startAnalytics({ analyticsId: 'G-TEST123' }, () => Promise.resolve())
    expect(dataLayerCalls()[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ])
    expect(analyticsConsent.needsChoice()).toBe(false)
  })
})

describe('human verification', () => {
  it('loads no script when no site key is configured', async () => {
    const load = vi.fn(() => Promise.resolve())
    expect(await loadHumanVerification({}, load)).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the v3 script with its key, else the v2 script', async () => {
    const load = vi.fn((_src: string) => Promise.resolve())
    expect(
      (
        await loadHumanVerification(
          { humanVerificationSiteKeyV3: 'key3', humanVerificationSiteKeyV2: 'key2' },
          load,
        )
      )?.version,
    ).toBe('v3')
    expect(load).toHaveBeenLastCalledWith('https://www.google.com/recaptcha/api.js?render=key3')
    expect(
      (await loadHumanVerification({ humanVerificationSiteKeyV2: 'key2' }, load))?.version,
    ).toBe('v2')
    expect(load).toHaveBeenLastCalledWith('https://www.google.com/recaptcha/api.js?render=explicit')
  })

  it('gets a v3 token for an action', async () => {
    const execute = vi.fn(() => Promise.resolve('token-3'))
    window.grecaptcha = {
      ready: (cb: () => void) => {
        cb()
      },
      execute,
      render: vi.fn(),
      reset: vi.fn(),
    }
    const verification = await loadHumanVerification({ humanVerificationSiteKeyV3: 'key3' }, () =>
      Promise.resolve(),
    )
    expect(await verification?.getToken('register')).toBe('token-3')
    expect(execute).toHaveBeenCalledWith('key3', { action: 'register' })
    delete window.grecaptcha
  })
})
