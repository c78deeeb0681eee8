import type { ClientConfiguration } from '@konzilium/contract/client'
import { loadScript, type ScriptLoader } from '../dom/load-script'

/** The parts of the human-verification (reCAPTCHA) API we call. */
interface Grecaptcha {
  ready(callback: () => void): void
  execute(
    siteKeyOrWidget: string | number,
    options?: { action: string },
  ): Promise<string> | undefined
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string
      size: 'invisible'
      callback: (token: string) => void
      'error-callback': () => void
    },
  ): number
  reset(widget: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export interface HumanVerification {
  version: 'v2' | 'v3'
  /** A fresh token for one form submission; the server verifies it with the secret key. */
  getToken(action: string): Promise<string>
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js'

function ready(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const api = window.grecaptcha
    if (!api) {
      reject(new Error('Human verification did not load'))
      return
    }
    api.ready(() => {
      resolve(api)
    })
  })
}

function v3(siteKey: string): HumanVerification {
  return {
    version: 'v3',
    async getToken(action) {
      const api = await ready()
      return (await api.execute(siteKey, { action })) ?? ''
    },
  }
}

function v2(siteKey: string): HumanVerification {
  let widget: number | null = null
  let pendingResolve: ((token: string) => void) | null = null
  let pendingReject: ((error: Error) => void) | null = null
  return {
    version: 'v2',
    async getToken() {
      const api = await ready()
      if (widget === null) {
        // The invisible v2 widget needs a host element; it shows its challenge in its own overlay.
        const host = document.createElement('div')
        document.body.appendChild(host)
        widget = api.render(host, {
          sitekey: siteKey,
          size: 'invisible',
          callback: (token) => pendingResolve?.(token),
          'error-callback': () => pendingReject?.(new Error('Human verification failed')),
        })
      } else {
        api.reset(widget)
      }
      const token = new Promise<string>((resolve, reject) => {
        pendingResolve = resolve
        pendingReject = reject
      })
      void api.execute(widget)
      return token
    },
  }
}

/**
 * Loads the v3 or v2 script only when its site key is configured (v3 preferred: no challenge for the
 * user). Resolves to null, with no request made anywhere, when neither is configured.
 */
export async function loadHumanVerification(
  configuration: Pick<
    ClientConfiguration,
    'humanVerificationSiteKeyV2' | 'humanVerificationSiteKeyV3'
  >,
  load: ScriptLoader = loadScript,
): Promise<HumanVerification | null> {
  const { humanVerificationSiteKeyV3: keyV3, humanVerificationSiteKeyV2: keyV2 } = configuration
  if (keyV3) {
    await load(`${SCRIPT_URL}?render=${encodeURIComponent(keyV3)}`)
    return v3(keyV3)
  }
  if (keyV2) {
    await load(`${SCRIPT_URL}?render=explicit`)
    return v2(keyV2)
  }
  return null
}
