import { useEffect, useState } from 'react'

/**
 * A module loaded after the first render (the contract's reference lists live next to zod, which
 * must not weigh on the first page, ADR 002). Null until it has arrived.
 */
export function useLazyModule<M>(load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(null)
  const [loader] = useState(() => load)
  useEffect(() => {
    let active = true
    void loader().then((module) => {
      if (active) setLoaded(module)
    })
    return () => {
      active = false
    }
  }, [loader])
  return loaded
}

export const loadCzech = () => import('@konzilium/contract/czech')
