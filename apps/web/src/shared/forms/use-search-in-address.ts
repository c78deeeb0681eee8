import { useEffect, useState } from 'react'
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
  useEffect(() => {
    if (settled !== inAddress) commit(settled)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text writes the address
  }, [settled])
  return [text, setText]
}
