import { classifyUrl, ExternalNavigationRefusedError } from './external-url'

type InternalNavigate = (to: string, options?: { replace?: boolean }) => void

// The router registers itself here; shared code must not import the app layer.
let internalNavigate: InternalNavigate = (to) => {
  window.location.assign(to)
}

export function registerInternalNavigate(navigate: InternalNavigate): void {
  internalNavigate = navigate
}

/**
 * The single navigation helper for code outside links: same-origin targets go through the router,
 * allow-listed external ones leave the page, everything else throws (and sends nothing anywhere).
 */
export function navigateTo(
  href: string,
  options: { replace?: boolean; assign?: (href: string) => void } = {},
): void {
  const kind = classifyUrl(href)
  switch (kind) {
    case 'internal': {
      const url = new URL(href, window.location.origin)
      internalNavigate(url.pathname + url.search + url.hash, { replace: options.replace ?? false })
      return
    }
    case 'allowed-external':
      ;(
        options.assign ??
        ((target: string) => {
          window.location.assign(target)
        })
      )(href)
      return
    case 'refused':
      throw new ExternalNavigationRefusedError(href)
  }
}
