import { useEffect, useRef, useState } from 'react'
import { useRecordInboxVisit } from './api'

/**
 * The centre doctor's previous visit of the inbox, to mark what arrived since: recorded on the
 * server once per opening of the list (the time stays with the account, never in the browser).
 * `undefined` until known (and for everyone else), `null` on the first visit (everything is new).
 */
export function usePreviousInboxVisit(enabled: boolean): string | null | undefined {
  const record = useRecordInboxVisit()
  const [previous, setPrevious] = useState<string | null | undefined>(undefined)
  const asked = useRef(false)
  const { mutate } = record
  useEffect(() => {
    if (!enabled || asked.current) return
    asked.current = true
    mutate(undefined, {
      onSuccess: (answer) => {
        setPrevious(answer.previousVisitAt)
      },
    })
  }, [enabled, mutate])
  return enabled ? previous : undefined
}

const DAY = 24 * 60 * 60 * 1000

/** Whole days a referral has waited since it was sent (0 on its first day). */
export const waitingDays = (createdAt: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(createdAt)) / DAY))

/** Whether a referral arrived after the previous visit (all do on the first visit). */
export const isNewSince = (createdAt: string, previous: string | null | undefined): boolean =>
  previous !== undefined && (previous === null || Date.parse(createdAt) > Date.parse(previous))
