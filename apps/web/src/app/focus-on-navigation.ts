import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side navigation, focus moves to the new page's <h1> (or to <main>), so keyboard and
 * screen-reader users start at the new content and hear its title. The first load keeps the browser's
 * default; hash changes (the skip link) are left to the browser. Focus does not scroll: where the
 * page stands is decided by the scroll positions (scroll-restoration.ts; Back returns to where the
 * reader was, with the title out of view).
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation()
  const previous = useRef<string | null>(null)
  useEffect(() => {
    if (previous.current === null || previous.current === pathname) {
      previous.current = pathname
      return
    }
    previous.current = pathname
    const main = document.getElementById('main')
    const target =
      main?.querySelector<HTMLElement>('h1') ?? main ?? document.querySelector<HTMLElement>('h1')
    target?.focus({ preventScroll: true })
  }, [pathname])
}
