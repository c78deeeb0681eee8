/**
 * The breakpoints, in px. The CSS uses the same numbers in its media queries (see tokens.css);
 * "mobile" is everything below lg.
 */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const
export type Breakpoint = keyof typeof breakpoints
export const MOBILE_BREAKPOINT: Breakpoint = 'lg'

const ordered = (Object.entries(breakpoints) as [Breakpoint, number][]).sort((a, b) => b[1] - a[1])

/** The largest breakpoint whose minimum width the viewport reaches. */
export function breakpointForWidth(width: number): Breakpoint {
  return ordered.find(([, min]) => width >= min)?.[0] ?? 'xs'
}

export function isMobileWidth(width: number): boolean {
  return width < breakpoints[MOBILE_BREAKPOINT]
}
