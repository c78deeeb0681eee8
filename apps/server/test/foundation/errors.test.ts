import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { publicAccess } from '../../src/platform/auth/access'
import { createTestApp, type TestApp } from '../helpers/app'

// The envelope is a shared mechanism; a probe route with a zod schema exercises it the way every
// feature route will use it.
const probeBodySchema = z.object({
  email: z.email(),
  age: z.number().int().min(0).max(120),
  items: z.array(z.object({ code: z.string().min(2) })).optional(),
})

let t: TestApp
let handled = 0

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' }, (app) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/probe',
      {
        config: { access: publicAccess },
        schema: {
          body: probeBodySchema,
          querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        },
      },
      (request) => {
        handled++
        return { ok: true, email: request.body.email }
      },
    )
    app.get('/api/probe/crash', { config: { access: publicAccess } }, () => {
      throw new Error('secret internal detail: connection string postgres://user:pw@db')
    })
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/probe/wrong-shape',
      {
        config: { access: publicAccess },
        schema: { response: { 200: z.object({ count: z.number().int() }) } },
      },
      // A handler whose answer breaks its own schema, as a bug would.
      () => ({ count: 'secret-birth-number-8054121234' }) as unknown as { count: number },
    )
  })
})
afterAll(async () => {
  await t.close()
})

function post(payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/probe',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

describe('error envelope', () => {
  it('answers validation errors with 400, field issues and a Czech status message by default', async () => {
    const before = handled
    const response = await post(
      JSON.stringify({ email: 'not-an-email', age: 130, items: [{ code: 'ok' }, { code: 'x' }] }),
    )
    expect(response.statusCode).toBe(400)
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      statusMessage: 'Zkontrolujte zadané údaje.',
    })
    expect(body.issues).toEqual([
      { path: 'email', message: 'Zadejte platnou e-mailovou adresu.' },
      { path: 'age', message: 'Musí být nejvýše 120.' },
      { path: 'items.1.code', message: 'Zadejte alespoň 2 znaky.' },
    ])
    expect(handled).toBe(before)
  })

  it('speaks English when the caller prefers it', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.cz' }), {
      'accept-language': 'en-GB,en;q=0.9,cs;q=0.5',
    })
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body.statusMessage).toBe('Please check the highlighted fields.')
    expect(body.issues).toEqual([{ path: 'age', message: 'This field is required.' }])
  })

  it('never echoes the submitted values back', async () => {
    const response = await post(
      JSON.stringify({ email: 'jana.novakova-rodne-cislo-8054121234', age: 5 }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.body).not.toContain('8054121234')
  })

  it('validates the query string too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe?page=0',
      payload: { email: 'a@b.cz', age: 1 },
    })
    expect(response.statusCode).toBe(400)
    expect(errorEnvelopeSchema.parse(response.json()).issues).toEqual([
      { path: 'page', message: 'Musí být alespoň 1.' },
    ])
  })

  it('answers malformed JSON with 400 MALFORMED_BODY', async () => {
    const response = await post('{"email": "a@b.cz", "age": ')
    expect(response.statusCode).toBe(400)
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'MALFORMED_BODY',
      statusMessage: 'Požadavek nemá platný formát JSON.',
    })
  })

  it('answers an empty JSON body with 400', async () => {
    const response = await post('')
    expect(response.statusCode).toBe(400)
    expect(errorEnvelopeSchema.parse(response.json()).statusCode).toBe(400)
  })

  it('answers an oversize body with 413 and does not run the handler', async () => {
    const before = handled
    const response = await post(
      JSON.stringify({ email: 'a@b.cz', age: 1, items: [{ code: 'x'.repeat(4000) }] }),
    )
    expect(response.statusCode).toBe(413)
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    expect(handled).toBe(before)
  })

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: 'a=b',
      headers: { 'content-type': 'text/xml' },
    })
    expect(response.statusCode).toBe(415)
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
  })

  it('answers unknown API routes with a JSON 404, also when a web build would be served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'NOT_FOUND',
      statusMessage: 'Požadovaná položka neexistuje.',
    })
  })

  it('does not serve TRACE', async () => {
    const response = await t.app.inject({ method: 'TRACE' as 'GET', url: '/api/health' })
    expect([404, 405]).toContain(response.statusCode)
    expect(errorEnvelopeSchema.safeParse(response.json()).success).toBe(true)
  })

  it('hides internals of a 5xx and logs them instead', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash' })
    expect(response.statusCode).toBe(500)
    const body = errorEnvelopeSchema.parse(response.json())
    expect(body).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error' })
    expect(response.body).not.toContain('secret')
    expect(t.logText()).toContain('secret internal detail')
  })

  it('answers a handler’s answer that breaks its response schema with a 500 showing nothing of it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/wrong-shape' })
    expect(response.statusCode).toBe(500)
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      code: 'INTERNAL_ERROR',
      message: 'Internal server error',
    })
    expect(response.body).not.toContain('8054121234')
    expect(response.body).not.toContain('count')
  })
})
