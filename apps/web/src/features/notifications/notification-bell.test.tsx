import type { NotificationItem, NotificationStatistics } from '@konzilium/contract/notifications'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n/i18n-store'
import { session } from '../../shared/session/session-store'
import { toasts } from '../../shared/toasts/toast-store'
import { NotificationBell } from './notification-bell'

/**
 * The bell on the live channel (ADR 036): a notification event counts at once and raises one
 * toast (newest on screen, five kept), a reconnection catches up without showing one twice.
 * The server is a fetch stand-in; the stream is one the test writes to.
 */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 9, minutes)).toISOString()

const item = (n: number): NotificationItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'success',
  event: 'referral.accepted',
  params: { center: 'Centrum Praha' },
  target: null,
  createdAt: at(n),
  readAt: null,
  hidden: false,
})

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

type Server = {
  /** The notifications on the server, newest last. */
  items: NotificationItem[]
  /** Writes an event to the open stream. */
  send: (event: string, data: unknown, id?: string) => void
  /** Ends the open stream (the channel then reconnects). */
  drop: () => void
  streams: () => number
  listCalls: string[]
}

function statisticsOf(items: NotificationItem[]): NotificationStatistics {
  const unread = items.filter((i) => i.readAt === null).length
  return {
    total: items.length,
    unread,
    unreadVisible: items.filter((i) => i.readAt === null && !i.hidden).length,
    unreadByType: { info: 0, success: unread, warning: 0, error: 0 },
    latestAt: items.at(-1)?.createdAt ?? null,
    newSince: 0,
  }
}

function serve(initial: NotificationItem[]): Server {
  session.login(
    {
      id: 'cf1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      email: 'eva@example.cz',
      role: 'peripheral_doctor',
      degreesBefore: 'MUDr.',
      firstName: 'Eva',
      lastName: 'Malá',
      degreesAfter: null,
      locale: null,
    },
    {
      accessToken: 'token-test',
      accessTokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
  )
  const encoder = new TextEncoder()
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined
  let opened = 0
  const server: Server = {
    items: [...initial],
    send: (event, data, id = crypto.randomUUID()) => {
      stream?.enqueue(
        encoder.encode(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      )
    },
    drop: () => {
      stream?.close()
      stream = undefined
    },
    streams: () => opened,
    listCalls: [],
  }
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
      const route = `${init?.method ?? 'GET'} ${url.pathname}`
      if (route === 'GET /api/live') {
        opened += 1
        const body = new ReadableStream<Uint8Array>({ start: (c) => void (stream = c) })
        return Promise.resolve(
          new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
        )
      }
      if (route === 'GET /api/notifications/statistics')
        return Promise.resolve(json(statisticsOf(server.items)))
      if (route === 'GET /api/notifications') {
        server.listCalls.push(url.search)
        const since = url.searchParams.get('since')
        const items = server.items
          .filter((i) => !since || i.createdAt > since)
          .reverse()
          .slice(0, 5)
        return Promise.resolve(json({ items, total: items.length, page: 1, pageSize: 5 }))
      }
      if (route === 'POST /api/notifications/save') return Promise.resolve(json(item(0)))
      return Promise.resolve(new Response('{}', { status: 404 }))
    }),
  )
  return server
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <NotificationBell />
    </QueryClientProvider>,
  )
}

const eventually = (check: () => void) => waitFor(check, { timeout: 20_000 })
const bellLabel = () => screen.getByRole('button').getAttribute('aria-label') ?? ''

beforeEach(async () => {
  await initI18n()
})
afterEach(() => {
  cleanup()
  toasts.reset()
  session.logout()
  vi.unstubAllGlobals()
})

describe('the bell on the live channel', () => {
  it('counts a notification event at once and raises its toast once', async () => {
    const server = serve([item(1)])
    renderBell()
    await eventually(() => {
      expect(bellLabel()).toContain('1 unread')
      expect(server.streams()).toBe(1)
    })
    server.send('ready', {})
    server.items.push(item(2))
    server.send('notification', { id: item(2).id, createdAt: item(2).createdAt }, item(2).id)
    await eventually(() => {
      expect(bellLabel()).toContain('2 unread')
      expect(toasts.list()).toHaveLength(1)
    })
    // The older one was there before the page: in the panel, not toasted.
    expect(toasts.current()?.title).toBeTruthy()

    // The stream drops and comes back: the catch-up asks since the known newest, and the
    // notification already toasted is not toasted again; the one missed meanwhile is.
    server.drop()
    server.items.push(item(3))
    await eventually(() => {
      expect(server.streams()).toBe(2)
    })
    server.send('ready', {})
    await eventually(() => {
      expect(bellLabel()).toContain('3 unread')
      expect(toasts.list()).toHaveLength(2)
    })
    expect(server.listCalls.every((search) => search.includes('since='))).toBe(true)
    // Both are kept for the list; the screen shows only the newest one.
    expect(toasts.list().filter((t) => !t.hidden)).toHaveLength(2)
    expect(toasts.current()).toBe(toasts.list()[0])
  })
})
