/**
 * A client of the live channel for tests: opens `GET /api/live` on a listening server with fetch
 * (as the web does), parses the server-sent events and lets a test wait for the next one or for
 * the end of the stream. Waiting is for a condition, bounded only to fail rather than hang.
 */
export type StreamEvent = { id: string; event: string; data: unknown }

export type LiveStreamClient = {
  status: number
  /** The next event not yet taken (skipping the kinds in `skip`), in arrival order. */
  next: (skip?: readonly string[]) => Promise<StreamEvent>
  /** Every event received so far, taken or not. */
  received: StreamEvent[]
  /** Settles when the server ends the stream. */
  ended: Promise<void>
  close: () => void
}

/** Only ends a hang (a loaded machine may take seconds); never a measure of speed. */
const WAIT_LIMIT_MS = 20_000

export async function openLiveStream(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<LiveStreamClient> {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const received: StreamEvent[] = []
  let taken = 0
  let wake: (() => void) | undefined
  let endedResolve: () => void = () => undefined
  const ended = new Promise<void>((resolve) => (endedResolve = resolve))
  let isEnded = false

  const pump = async () => {
    if (!response.body || !response.ok) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += value
      let cut = buffer.indexOf('\n\n')
      while (cut >= 0) {
        const block = buffer.slice(0, cut)
        buffer = buffer.slice(cut + 2)
        cut = buffer.indexOf('\n\n')
        const fields = new Map<string, string>()
        for (const line of block.split('\n')) {
          if (line.startsWith(':') || !line.includes(':')) continue
          const at = line.indexOf(':')
          fields.set(line.slice(0, at), line.slice(at + 1).trimStart())
        }
        const event = fields.get('event')
        if (!event) continue
        received.push({
          id: fields.get('id') ?? '',
          event,
          data: JSON.parse(fields.get('data') ?? 'null') as unknown,
        })
        wake?.()
      }
    }
  }
  void pump()
    .catch(() => undefined)
    .finally(() => {
      isEnded = true
      endedResolve()
      wake?.()
    })

  return {
    status: response.status,
    received,
    ended,
    close: () => {
      controller.abort()
    },
    next: async (skip = []) => {
      const deadline = Date.now() + WAIT_LIMIT_MS
      for (;;) {
        while (taken < received.length) {
          const event = received[taken++]
          if (event && !skip.includes(event.event)) return event
        }
        if (isEnded) throw new Error('the stream ended')
        const left = deadline - Date.now()
        if (left <= 0) throw new Error('no event within the limit')
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    },
  }
}

/** Waits for a promise, failing after the limit instead of hanging the test. */
export async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what}: not within ${WAIT_LIMIT_MS} ms`))
    }, WAIT_LIMIT_MS)
  })
  try {
    return await Promise.race([promise, limit])
  } finally {
    clearTimeout(timer)
  }
}
