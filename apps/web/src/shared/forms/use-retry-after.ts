import { useEffect, useState } from 'react'
import { retryAfterFrom } from './form-errors'

/**
 * After a 429 answer: the server's "try again in 3 minutes" and a submit button that stays disabled
 * until `Retry-After` has passed. `block(error)` returns true when it handled the error.
 */
export function useRetryAfter() {
  const [wait, setWait] = useState<{ until: number; message: string } | null>(null)

  useEffect(() => {
    if (!wait) return
    const timer = setTimeout(
      () => {
        setWait(null)
      },
      Math.max(0, wait.until - Date.now()),
    )
    return () => {
      clearTimeout(timer)
    }
  }, [wait])

  return {
    blocked: wait !== null,
    message: wait?.message,
    block: (error: unknown): boolean => {
      const next = retryAfterFrom(error, Date.now())
      if (next) setWait(next)
      return next !== null
    },
  }
}
