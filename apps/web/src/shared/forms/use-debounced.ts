import { useEffect, useState } from 'react'

/** How long a search field waits after the last key before its list asks the server. */
export const SEARCH_DELAY_MS = 300

/** The value once the user stopped typing for a moment (search fields of the lists). */
export function useDebounced<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value)
    }, delayMs)
    return () => {
      clearTimeout(timer)
    }
  }, [value, delayMs])
  return settled
}
