import { useSyncExternalStore } from 'react'
import { breakpointForWidth, breakpoints, MOBILE_BREAKPOINT, type Breakpoint } from './breakpoints'

function subscribe(callback: () => void): () => void {
  // One query per breakpoint boundary: we re-render only when a boundary is crossed, not on every resize.
  const queries = Object.values(breakpoints)
    .filter((min) => min > 0)
    .map((min) => window.matchMedia(`(min-width: ${min}px)`))
  for (const query of queries) query.addEventListener('change', callback)
  return () => {
    for (const query of queries) query.removeEventListener('change', callback)
  }
}

function getSnapshot(): Breakpoint {
  return breakpointForWidth(window.innerWidth)
}

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'lg')
}

/** Below lg: the navigation drawer becomes temporary ("mobile" is below lg). */
export function useIsMobile(): boolean {
  return breakpoints[useBreakpoint()] < breakpoints[MOBILE_BREAKPOINT]
}
