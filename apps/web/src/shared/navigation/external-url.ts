/**
 * Navigating to an external URL is refused unless explicitly allowed. These are the
 * professional societies and the drug agency the materials page links to; add an origin here, nowhere else.
 */
export const allowedExternalOrigins: readonly string[] = [
  'https://www.derm.cz',
  'https://www.revmatologicka-spolecnost.cz',
  'https://www.sukl.cz',
  'https://www.ema.europa.eu',
]

export type UrlKind = 'internal' | 'allowed-external' | 'refused'

/** Classifies an href: same-origin, an allow-listed origin, or refused (other origins, javascript:, data:...). */
export function classifyUrl(href: string, origin: string = window.location.origin): UrlKind {
  let url: URL
  try {
    url = new URL(href, origin)
  } catch {
    return 'refused'
  }
  if (url.origin === origin) return 'internal'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    // mailto: and tel: leave the page for the mail or phone app, not for another site.
    return url.protocol === 'mailto:' || url.protocol === 'tel:' ? 'allowed-external' : 'refused'
  }
  return allowedExternalOrigins.includes(url.origin) ? 'allowed-external' : 'refused'
}

export class ExternalNavigationRefusedError extends Error {
  override readonly name = 'ExternalNavigationRefusedError'
  constructor(href: string) {
    super(`Navigation to an external URL was refused: ${href}`)
  }
}
