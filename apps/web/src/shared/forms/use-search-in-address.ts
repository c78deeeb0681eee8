import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useDebounced } from './use-debounced'

/**
 * A search field whose text reaches the address (`?q=`) once the user stopped typing, so a
 * search is kept on reload and shared by link. Only for lists without patient data: centres, doctors
 * and representatives (patient names never go into an address).
 */
export function useSearchInAddress(
  inAddress: string,
  commit: (q: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(inAddress)
  const settled = useDebounced(text.trim())
  // Only a settled text writes the address: the effect runs when the text settles, and reads the
  // address and the writer of the render it follows.
  const latest = useRef({ inAddress, commit })
  useLayoutEffect(() => {
    latest.current = { inAddress, commit }
  })
  useEffect(() => {
    if (settled !== latest.current.inAddress) latest.current.commit(settled)
  }, [settled])
  return [text, setText]
}
