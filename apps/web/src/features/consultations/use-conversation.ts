import type { ConsultationMessage, PostMessageInput } from '@konzilium/contract/consultations'
import { consultationsEndpoints as endpoints } from '@konzilium/contract/endpoints/consultations'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { consultationKeys, MESSAGES_PAGE, POLL_MS, useMarkRead } from './api'
import { mergeMessages } from './conversation-model'

/** The newer pages one poll reads at most before the next tick (a burst after a long sleep). */
const NEWER_PAGES_MAX = 5

const messageKeys = {
  held: (id: string) => ['consultations', 'messages', id, 'held'] as const,
  newer: (id: string) => ['consultations', 'messages', id, 'newer'] as const,
}

/** What the page holds of a conversation: messages oldest first, and whether older ones exist. */
interface Held {
  messages: ConsultationMessage[]
  hasBefore: boolean
}

/**
 * The messages of one consultation as the page holds them: the newest window first, older pages on
 * request (`before` the oldest held), and what is new (`after` the newest held) when the live
 * channel says a message came, or every few seconds while the channel is down (`poll`).
 * Everything enters through `receive` (mergeMessages), so a message announced twice, or fetched
 * by both, shows once. The held messages live in the query cache, so the fetches of newer and
 * older pages read the cursors from there.
 */
export function useConversation(id: string, poll = true) {
  const queryClient = useQueryClient()
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle')
  const heldKey = messageKeys.held(id)
  const heldNow = () => queryClient.getQueryData<Held>(heldKey)

  const receive = (incoming: readonly ConsultationMessage[], hasBefore?: boolean) => {
    queryClient.setQueryData<Held>(heldKey, (current) => ({
      messages: mergeMessages(current?.messages ?? [], incoming),
      hasBefore: hasBefore ?? current?.hasBefore ?? false,
    }))
  }

  const held = useQuery({
    queryKey: heldKey,
    queryFn: async ({ signal }): Promise<Held> => {
      const window = await callEndpoint(endpoints.listMessages, {
        params: { id },
        query: { limit: MESSAGES_PAGE },
        signal,
      })
      const current = heldNow()
      return {
        messages: mergeMessages(current?.messages ?? [], window.items),
        hasBefore: current?.hasBefore ?? window.hasBefore,
      }
    },
    staleTime: Infinity,
    meta: { handlesErrors: true },
  })

  useQuery({
    queryKey: messageKeys.newer(id),
    queryFn: async ({ signal }) => {
      let after = heldNow()?.messages.at(-1)?.id
      let received = 0
      for (let page = 0; page < NEWER_PAGES_MAX; page++) {
        const window = await callEndpoint(endpoints.listMessages, {
          params: { id },
          query: { limit: MESSAGES_PAGE, ...(after ? { after } : {}) },
          signal,
        })
        receive(window.items)
        received += window.items.length
        after = window.items.at(-1)?.id ?? after
        if (!window.hasAfter || !after) break
      }
      return received
    },
    enabled: held.isSuccess,
    refetchInterval: poll ? POLL_MS : false,
    meta: { handlesErrors: true },
  })

  const loadOlder = async () => {
    const before = heldNow()?.messages[0]?.id
    if (!before) return
    setOlder('loading')
    try {
      const window = await callEndpoint(endpoints.listMessages, {
        params: { id },
        query: { before, limit: MESSAGES_PAGE },
      })
      receive(window.items, window.hasBefore)
      setOlder('idle')
    } catch {
      setOlder('failed')
    }
  }

  return {
    messages: held.data?.messages ?? [],
    receive,
    hasBefore: held.data?.hasBefore ?? false,
    older,
    loadOlder,
    status: held.isError ? 'failed' : held.isSuccess ? 'ready' : 'loading',
  } as const
}

/** Fetches what is newer than the newest held message (the live channel said one came). */
export function fetchNewerMessages(queryClient: QueryClient, id: string) {
  return queryClient.refetchQueries({ queryKey: messageKeys.newer(id) })
}

/** POST a message; the answer joins the conversation at once, the lists learn the new activity. */
export function usePostMessage(id: string, receive: (incoming: ConsultationMessage[]) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PostMessageInput) =>
      callEndpoint(endpoints.postMessage, { params: { id }, body: input }),
    meta: { handlesErrors: true },
    onSuccess: (message) => {
      receive([message])
      return queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    },
  })
}

const visible = () => document.visibilityState === 'visible'

/**
 * Moves the caller's read mark to the newest message shown, while the page is visible: at once,
 * when a newer message arrives, and when the page becomes visible again. `readUpTo` is where the
 * server has the mark now (no request when it is there already).
 */
export function useMarkNewestRead(id: string, newest: string | undefined, readUpTo: string | null) {
  const mark = useMarkRead(id)
  const sent = useRef<string | null>(readUpTo)
  const { mutate } = mark
  useEffect(() => {
    const markNow = () => {
      if (!newest || newest === sent.current || newest === readUpTo || !visible()) return
      sent.current = newest
      mutate(newest, {
        onError: () => {
          sent.current = null
        },
      })
    }
    markNow()
    document.addEventListener('visibilitychange', markNow)
    return () => {
      document.removeEventListener('visibilitychange', markNow)
    }
  }, [newest, readUpTo, mutate])
}
