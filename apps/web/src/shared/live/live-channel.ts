import { liveEndpoints } from '@konzilium/contract/endpoints/live'
import { clientHeaders } from '../http/request'

/**
 * The live channel of the signed-in user (ADR 036): one stream per tab, `GET /api/live` read with
 * `fetch` so the bearer token travels in a header, never in the URL. Features subscribe to the
 * events; the channel is open while at least one subscriber is mounted (the app bar's bell, which
 * exists only signed in), and reconnects after a failure with back-off (1 s doubling to 30 s).
 *
 * Events are hints to reload: after `ready` (every (re)connection) and `resync` a subscriber
 * catches up through its feature's list, so nothing is lost while the stream was down.
 */
export type LiveEvent = { id: string; event: string; data: unknown }
export type LiveState = 'connecting' | 'open' | 'closed'

export const RECONNECT_MIN_MS = 1_000
export const RECONNECT_MAX_MS = 30_000

/** A parser of the `text/event-stream` format, fed chunks as they arrive; answers whole events. */
export function eventStreamParser(): (chunk: string) => LiveEvent[] {
  let buffer = ''
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n')
    const events: LiveEvent[] = []
    let cut = buffer.indexOf('\n\n')
    while (cut >= 0) {
      const block = buffer.slice(0, cut)
      buffer = buffer.slice(cut + 2)
      cut = buffer.indexOf('\n\n')
      let id = ''
      let event = ''
      const data: string[] = []
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'id') id = value
        else if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      if (!event) continue
      try {
        events.push({
          id,
          event,
          data: data.length ? (JSON.parse(data.join('\n')) as unknown) : null,
        })
      } catch {
        // Not JSON: not one of ours; skipped.
      }
    }
    return events
  }
}

type Deps = {
  fetch: typeof fetch
  headers: () => Record<string, string>
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
}

export type LiveChannel = ReturnType<typeof createLiveChannel>

export function createLiveChannel(deps: Deps) {
  const handlers = new Set<(event: LiveEvent) => void>()
  const stateListeners = new Set<() => void>()
  let state: LiveState = 'closed'
  let users = 0
  let attempts = 0
  let controller: AbortController | undefined
  let retry: unknown

  function setState(next: LiveState) {
    if (state === next) return
    state = next
    for (const listener of stateListeners) listener()
  }

  function scheduleReconnect() {
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempts)
    attempts += 1
    retry = deps.setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
  }

  async function read(response: Response, signal: AbortSignal) {
    if (!response.ok || !response.body) throw new Error(`live channel: ${response.status}`)
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    const parse = eventStreamParser()
    while (!signal.aborted) {
      const { value, done } = await reader.read()
      if (done) return
      for (const event of parse(decoder.decode(value, { stream: true }))) {
        if (event.event === 'ready') {
          attempts = 0
          setState('open')
        }
        for (const handler of handlers) handler(event)
      }
    }
  }

  async function connect() {
    const current = new AbortController()
    controller = current
    setState('connecting')
    try {
      const headers = { ...deps.headers(), Accept: 'text/event-stream' }
      const response = await deps.fetch(liveEndpoints.connect.path, {
        headers,
        cache: 'no-store',
        credentials: 'same-origin',
        signal: current.signal,
      })
      await read(response, current.signal)
    } catch {
      // Refused, dropped or the token has expired: reconnect after a pause (below).
    }
    if (controller !== current || current.signal.aborted) return
    setState('closed')
    scheduleReconnect()
  }

  return {
    /** Opens the channel for one more user of it; answers how to let it go. */
    use(): () => void {
      users += 1
      if (users === 1) {
        attempts = 0
        void connect()
      }
      let released = false
      return () => {
        if (released) return
        released = true
        users -= 1
        if (users > 0) return
        controller?.abort()
        controller = undefined
        if (retry !== undefined) deps.clearTimeout(retry)
        retry = undefined
        setState('closed')
      }
    },
    subscribe: (handler: (event: LiveEvent) => void): (() => void) => {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
    getState: () => state,
    onState: (listener: () => void): (() => void) => {
      stateListeners.add(listener)
      return () => stateListeners.delete(listener)
    },
  }
}

/** The tab's one channel. */
export const liveChannel = createLiveChannel({
  fetch: (input, init) => fetch(input, init),
  headers: () => clientHeaders(true),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => {
    clearTimeout(timer as ReturnType<typeof setTimeout>)
  },
})
