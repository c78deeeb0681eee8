import { useEffect, useState } from 'react'
import { getClientConfiguration } from '../client-config/client-configuration'
import { loadHumanVerification, type HumanVerification } from './human-verification'

/**
 * For public forms (registration): the verifier when one is configured, null otherwise (the form then
 * submits without a token and the server, configured the same way, does not ask for one).
 */
export function useHumanVerification(): HumanVerification | null {
  const [verification, setVerification] = useState<HumanVerification | null>(null)
  useEffect(() => {
    let cancelled = false
    void getClientConfiguration()
      .then((configuration) => loadHumanVerification(configuration))
      .then((loaded) => {
        if (!cancelled) setVerification(loaded)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [])
  return verification
}
