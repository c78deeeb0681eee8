import { toQueryString } from './form-state'

/** How long the address bar may lag behind the form; typing a number writes it once. */
export const URL_WRITE_DELAY_MS = 250

interface PendingWrite {
  readonly query: string
  /** The history entry it belongs to (the router keeps a key in each entry's state). */
  readonly entry: unknown
}

let pending: PendingWrite | null = null
let timer: ReturnType<typeof setTimeout> | null = null

function historyEntry(): unknown {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && 'key' in state ? state.key : null
}

function write(query: string): void {
  const { pathname, search, hash } = window.location
  const next = query === '' ? '' : `?${query}`
  if (next === search) return
  try {
    window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`)
  } catch {
    // Safari refuses more than 100 history changes in 30 s; the form keeps working, and the
    // next write after the pause catches the URL up.
  }
}

/**
 * Writes a pending change now: before a link is followed, before the switcher reads the URL, and
 * when the page is left. A change whose history entry is no longer the current one (back or
 * forward was pressed meanwhile) is dropped, never written over another page's address.
 */
export function flushUrlWrite(): void {
  if (timer !== null) clearTimeout(timer)
  timer = null
  if (pending === null) return
  const { query, entry } = pending
  pending = null
  if (historyEntry() === entry) write(query)
}

/**
 * Mirrors the calculator's inputs into the address bar without a router navigation: a keystroke
 * must update the result within one frame, and a navigation would run the route loaders and
 * re-render the layout on every key. `history.replaceState` keeps the router's own history state,
 * so back/forward and reload still see (and restore) the inputs; the router learns the new URL at
 * the next navigation, when the page reads it again. Writes are gathered for a moment, because
 * browsers limit how often a page may change its history entry.
 */
export function replaceSearch(entries: readonly (readonly [string, string])[]): void {
  pending = { query: toQueryString(entries), entry: historyEntry() }
  if (timer !== null) clearTimeout(timer)
  timer = setTimeout(flushUrlWrite, URL_WRITE_DELAY_MS)
}

if (typeof window !== 'undefined') {
  // A reload or a closed tab right after typing still leaves the last inputs in the URL, and a
  // followed link (capture phase: before the router navigates) leaves them in this entry.
  window.addEventListener('pagehide', flushUrlWrite)
  document.addEventListener('click', flushUrlWrite, true)
}

/** The current address bar's parameters (fresher than the router's while a form is edited). */
export function currentSearchParams(): URLSearchParams {
  flushUrlWrite()
  return new URLSearchParams(window.location.search)
}
