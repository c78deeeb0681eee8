import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'

const read = (key: string): string => {
  const state: unknown = window.history.state
  if (typeof state !== 'object' || state === null) return ''
  const value = (state as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : ''
}

/**
 * A text kept in the current history entry's state, not in the address: a list's search text,
 * which is patient data (never a URL), is there again when the user comes Back to the list. The
 * text follows the list into entries it pushes itself (a page or a sort); a new visit starts empty.
 */
export function useEntryText(key: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => read(key))
  const entry = useLocation().key
  useEffect(() => {
    if (read(key) === value) return
    const state: unknown = window.history.state
    const base = typeof state === 'object' && state !== null ? state : {}
    window.history.replaceState({ ...base, [key]: value }, '')
  }, [key, value, entry])
  return [value, setValue]
}
