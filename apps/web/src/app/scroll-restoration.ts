import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'

const STORAGE_KEY = 'app.scrollPositions'
/** Enough history entries for any session; the oldest positions are forgotten first. */
const KEPT_POSITIONS = 100

/** Vertical positions by history entry (React Router's location key): no addresses, no content. */
function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    if (Array.isArray(saved))
      return new Map(
        saved.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
        ),
      )
  } catch {
    // A broken entry starts over.
  }
  return new Map()
}

/**
 * Scroll positions across navigations, as a browser keeps them between documents:
 * - Back and Forward return to where the user was on that entry (also after a reload);
 * - a new page starts at its top, or at the element its `#fragment` names;
 * - a change of the query alone (a filter, a sort, a page of a list) keeps the position.
 */
export function useScrollRestoration(): void {
  const location = useLocation()
  const navigationType = useNavigationType()
  // Read once, when the app starts; kept up to date by the scroll listener below.
  const [positions] = useState(readSaved)
  const current = useRef({ key: location.key, pathname: location.pathname })

  useEffect(() => {
    const previous = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'
    const onScroll = () => {
      positions.delete(current.current.key)
      positions.set(current.current.key, window.scrollY)
      if (positions.size > KEPT_POSITIONS) positions.delete(positions.keys().next().value as string)
    }
    const onPageHide = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]))
      } catch {
        // Storage full or refused: a reload then starts at the top.
      }
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', onPageHide)
      window.history.scrollRestoration = previous
    }
  }, [positions])

  useLayoutEffect(() => {
    const samePage = current.current.pathname === location.pathname
    const first = current.current.key === location.key
    current.current = { key: location.key, pathname: location.pathname }
    const saved = positions.get(location.key)
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    if (location.hash) {
      let id = location.hash.slice(1)
      try {
        id = decodeURIComponent(id)
      } catch {
        // A malformed escape stays as typed.
      }
      const target = document.getElementById(id)
      if (target) {
        target.scrollIntoView()
        return
      }
    }
    if (!first && !samePage) window.scrollTo(0, 0)
  }, [positions, location.key, location.pathname, location.hash, navigationType])
}
