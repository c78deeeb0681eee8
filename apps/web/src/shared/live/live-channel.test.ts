import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLiveChannel, eventStreamParser, RECONNECT_MAX_MS } from './live-channel'

describe('the event stream parser', () => {
  it('answers whole events across chunks, skipping heartbeats and foreign data', () => {
    const parse = eventStreamParser()
    expect(parse('retry: 3000\n\n: heartbeat\n\nid: 1\nevent: ready\nda')).toEqual([])
    expect(parse('ta: {}\n\nid: 2\r\nevent: notification\r\ndata: {"id":"n"}\r\n\r\n')).toEqual([
      { id: '1', event: 'ready', data: {} },
      { id: '2', event: 'notification', data: { id: 'n' } },
    ])
    expect(parse('event: message\ndata: not json\n\n')).toEqual([])
  })
})

describe('the live channel', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reconnects with back-off while refused, and stops when its last user leaves', async () => {
    vi.useFakeTimers()
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(new Response('{}', { status: 503 })),
    )
    const channel = createLiveChannel({
      fetch,
      headers: () => ({ Authorization: 'Bearer t' }),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (timer) => {
        clearTimeout(timer as ReturnType<typeof setTimeout>)
      },
    })
    const release = channel.use()
    const again = channel.use()
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(channel.getState()).toBe('closed')
    await vi.advanceTimersByTimeAsync(999)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(fetch).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 10)
    const calls = fetch.mock.calls.length
    // Never more often than the cap once it is reached.
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS)
    expect(fetch.mock.calls.length).toBe(calls + 1)
    // One user left: the channel is still wanted and keeps trying.
    release()
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 2)
    expect(fetch.mock.calls.length).toBeGreaterThan(calls + 1)
    // The last one left: no more attempts.
    again()
    const stopped = fetch.mock.calls.length
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 5)
    expect(fetch.mock.calls.length).toBe(stopped)
    expect(channel.getState()).toBe('closed')
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer t' })
  })
})
