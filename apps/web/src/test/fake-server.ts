import type { Role } from '@konzilium/contract/session'
import { waitFor } from '@testing-library/react'
import { vi } from 'vitest'
import { session } from '../shared/session/session-store'

/**
 * The stand-in server of the web's component tests: signs a doctor in and answers fetch by method
 * and path, as the API would (the contract's schemas still check every answer).
 */

/** The doctor the component tests sign in as. */
export const signedInUser = {
  id: 'cf1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  displayName: 'MUDr. Eva Malá',
  listName: 'Malá Eva',
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A 400 of the contract's error envelope with these field issues. */
export const validationFailed = (issues: { path: string; message: string }[]) =>
  json(
    {
      statusCode: 400,
      statusMessage: 'Zkontrolujte zadané údaje.',
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      issues,
    },
    400,
  )

type Answer = Response | Promise<Response>
/** Answers one request: its parsed JSON body, and its address for a query (`?before=`). */
type Route = (body: unknown, url: URL) => Answer

/**
 * Signs a doctor in (a peripheral doctor unless `role` says otherwise) and installs a fetch that
 * answers `routes` (`'POST /api/referral-requests'`); returns the requests sent, with their parsed
 * bodies.
 */
export function serve(routes: Record<string, Route>, role: Role = 'peripheral_doctor') {
  session.login(
    {
      id: signedInUser.id,
      email: 'eva@example.cz',
      role,
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
  const sent: { route: string; body: unknown }[] = []
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const address = input instanceof Request ? input.url : input
    const url = new URL(address, 'http://localhost')
    const route = `${init?.method ?? 'GET'} ${url.pathname}`
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    sent.push({ route, body })
    const answer = routes[route]
    return Promise.resolve(answer ? answer(body, url) : json({ statusCode: 404 }, 404))
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

export { json }

/**
 * Waits for a condition; the deadline only ends a hang (the contract's schemas load lazily, which
 * takes seconds on a loaded machine).
 */
export const eventually = (check: () => void) => waitFor(check, { timeout: 20_000 })

/**
 * A live channel (ADR 036) the test writes to: `route` answers `GET /api/live` with an event
 * stream, `send` writes one event to it, `open` says whether the page has opened it.
 */
export function fakeLiveChannel() {
  const encoder = new TextEncoder()
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined
  return {
    route: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (controller) => {
            stream = controller
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      ),
    send: (event: string, data: unknown) => {
      stream?.enqueue(
        encoder.encode(
          `id: ${crypto.randomUUID()}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
        ),
      )
    },
    open: () => stream !== undefined,
  }
}
