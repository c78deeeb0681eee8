import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { publicAccess } from '../../src/platform/auth/access'
import { createTestApp, type TestApp } from '../helpers/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/probe',
        { config: { access: publicAccess }, schema: { body: z.object({ note: z.string() }) } },
        () => ({ ok: true }),
      )
      .post(
        '/api/quiet-probe',
        {
          config: { access: publicAccess, successLogLevel: 'debug' },
          schema: { body: z.object({ note: z.string() }) },
        },
        () => ({ ok: true }),
      )
  })
})
afterAll(async () => {
  await t.close()
})

describe('request logs', () => {
  it('log one structured line per request with the request id and client headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/client/configuration',
      headers: {
        'x-client-id': '6f1c2a8e-1111-4222-8333-944455556666',
        'x-client-type': 'web',
        'x-client-version': '1.0.0',
      },
    })
    const line = t.logs.find((entry) => entry.reqId === response.headers['x-request-id'])
    expect(line).toMatchObject({
      msg: 'request completed',
      method: 'GET',
      path: '/api/client/configuration',
      status: 200,
      clientId: '6f1c2a8e-1111-4222-8333-944455556666',
      clientType: 'web',
      clientVersion: '1.0.0',
    })
  })

  it('never contain bodies, query strings or tokens', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/probe?patient=Jana%20Nov%C3%A1kov%C3%A1&birthNumber=8054121234',
      payload: { note: 'psoriáza vulgaris, PASI 14,2' },
      headers: { authorization: 'Bearer secret-token-value-123', cookie: 'session=cookie-secret' },
    })
    await t.app.inject({ method: 'POST', url: '/api/probe', payload: { note: 12 } })
    const text = t.logText()
    expect(text).toContain('"path":"/api/probe"')
    for (const secret of [
      '8054121234',
      'Nov',
      'psoriáza',
      'PASI',
      'secret-token-value-123',
      'cookie-secret',
      'birthNumber',
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('strip characters from client headers that could forge log content', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-client-id': 'abc"}\n{"forged":true' },
    })
    expect(t.logText()).not.toContain('forged":true')
  })

  it('log a quiet route only when it fails', async () => {
    const served = await t.app.inject({
      method: 'POST',
      url: '/api/quiet-probe',
      payload: { note: 'ok' },
    })
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/quiet-probe',
      payload: { note: 12 },
    })
    expect(served.statusCode).toBe(200)
    expect(refused.statusCode).toBe(400)
    const lineOf = (response: typeof served) =>
      t.logs.find((entry) => entry.reqId === response.headers['x-request-id'])
    expect(lineOf(served)).toBeUndefined()
    expect(lineOf(refused)).toMatchObject({ msg: 'request completed', status: 400 })
  })

  it('log a flood of rate-limit refusals once per address and window, not once per call', async () => {
    const remoteAddress = '198.51.100.7'
    const call = () => t.app.inject({ method: 'GET', url: '/api/scores', remoteAddress })
    const linesOf = (responses: { headers: Record<string, unknown> }[]) => {
      const ids = new Set(responses.map((response) => response.headers['x-request-id']))
      return t.logs.filter((entry) => ids.has(entry.reqId))
    }
    const flood = async () => {
      for (let i = 0; i < 120; i++) expect((await call()).statusCode).toBe(200)
      const refused = []
      for (let i = 0; i < 200; i++) refused.push(await call())
      expect(refused.every((response) => response.statusCode === 429)).toBe(true)
      return refused
    }

    const first = await flood()
    expect(linesOf(first)).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: first[0]?.headers['x-request-id'],
        msg: 'rate limit reached: further refusals in this window are not logged',
        method: 'GET',
        path: '/api/scores',
        status: 429,
        rateLimit: 'scores-ip',
        retryAfterSeconds: 60,
      }),
    ])
    // The next window that fills up is logged again, once.
    t.clock.advance(60)
    const second = await flood()
    expect(linesOf(second)).toHaveLength(1)
    expect(linesOf(second)[0]).toMatchObject({ reqId: second[0]?.headers['x-request-id'] })
    // The address is not in the log (the request lines never carry it either).
    expect(t.logText()).not.toContain(remoteAddress)
  })
})
