import type { LiveConsultationKind } from '@konzilium/contract/consultations'
import { useQueryClient } from '@tanstack/react-query'
import { useLiveChannel } from '../../shared/live/use-live-channel'
import type { LiveState } from '../../shared/live/live-channel'
import { consultationKeys } from './api'

const consultationKinds: readonly string[] = [
  'message',
  'read',
  'participants',
] satisfies LiveConsultationKind[]

/** The consultation an event names (its data holds ids only), or null for another kind. */
function consultationOf(event: { event: string; data: unknown }): string | null {
  if (!consultationKinds.includes(event.event)) return null
  const data = event.data as { consultationId?: unknown } | null
  return typeof data?.consultationId === 'string' ? data.consultationId : null
}

/**
 * Keeps the consultation screens current from the live channel (ADR 036): the lists (unread
 * counts, last messages) on any consultation event, and the open consultation `id` through
 * `onChange` (`message`: new messages to fetch; `read`, `participants`: read marks and people).
 * After `ready` or `resync` the open consultation catches up as if everything had changed, so a
 * message missed while the channel was down appears, once. Answers the channel's state: while it
 * is not open, the screens poll instead.
 */
export function useConsultationsLive(
  id?: string,
  onChange?: (kind: LiveConsultationKind | 'catch-up') => void,
): LiveState {
  const queryClient = useQueryClient()
  return useLiveChannel((event) => {
    if (event.event === 'ready' || event.event === 'resync') {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
      onChange?.('catch-up')
      return
    }
    const about = consultationOf(event)
    if (about === null) return
    void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    if (about === id) onChange?.(event.event as LiveConsultationKind)
  })
}
