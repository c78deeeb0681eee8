import { toQueryString } from './form-state'

/**
 * Writes the calculator's inputs into the address bar without a router navigation: a keystroke
 * must update the result within one frame, and a navigation would run the route loaders and
 * re-render the layout on every key. `history.replaceState` keeps the router's own history state,
 * so back/forward and reload still see (and restore) the current inputs; the router learns the
 * new URL at the next navigation, when the page reads it again.
 */
export function replaceSearch(entries: readonly (readonly [string, string])[]): void {
  const query = toQueryString(entries)
  const { pathname, search, hash } = window.location
  const next = query === '' ? '' : `?${query}`
  if (next === search) return
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`)
}

/** The current address bar's parameters (fresher than the router's while a form is edited). */
export function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search)
}
