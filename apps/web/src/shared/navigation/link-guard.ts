import { classifyUrl } from './external-url'

/**
 * Catches clicks on any anchor in the document (including ones rendered from server text later) that
 * would leave for an origin that is not allow-listed, and cancels them. `onRefused` can tell the user.
 */
export function installExternalLinkGuard(onRefused: (href: string) => void): () => void {
  const listener = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(target instanceof HTMLAnchorElement)) return
    const href = target.getAttribute('href') ?? ''
    if (classifyUrl(href) !== 'refused') return
    event.preventDefault()
    onRefused(href)
  }
  document.addEventListener('click', listener, true)
  return () => {
    document.removeEventListener('click', listener, true)
  }
}
