import type { ClientConfiguration } from '@konzilium/contract/client'
import { loadScript, type ScriptLoader } from '../dom/load-script'
import { installGtagStub } from './gtag-stub'
import {
  consentFor,
  rememberConsent,
  storedConsent,
  type ConsentChoice,
  type ConsentState,
} from './consent'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

type Listener = () => void
const listeners = new Set<Listener>()
let active = false
let choice: ConsentChoice = null

function emit(): void {
  for (const listener of listeners) listener()
}

/**
 * Starts analytics only when an id is configured. Consent defaults to denied before the script is even
 * requested; it becomes granted only after the visitor accepts (or accepted earlier). IPs are anonymized.
 */
export async function startAnalytics(
  configuration: Pick<ClientConfiguration, 'analyticsId'>,
  load: ScriptLoader = loadScript,
): Promise<void> {
  const id = configuration.analyticsId
  if (!id || active) return
  active = true
  const gtag = installGtagStub()
  gtag('consent', 'default', consentFor('denied'))
  choice = storedConsent()
  if (choice === 'granted') gtag('consent', 'update', consentFor('granted'))
  gtag('js', new Date())
  gtag('config', id, { anonymize_ip: true })
  emit()
  await load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`)
}

export const analyticsConsent = {
  /** The banner is shown while analytics runs and no choice is known. */
  needsChoice: (): boolean => {
    return active && choice === null
  },
  decide: (state: ConsentState): void => {
    choice = state
    rememberConsent(state)
    if (state === 'granted') window.gtag?.('consent', 'update', consentFor('granted'))
    emit()
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

/** Test seam. */
export function resetAnalytics(): void {
  active = false
  choice = null
  delete window.dataLayer
  delete window.gtag
}
