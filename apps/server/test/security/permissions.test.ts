import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { policy, rolesAllowedTo } from '@konzilium/contract/policy'
import { roles, type Role } from '@konzilium/contract/session'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createSignedIn } from '../helpers/accounts'

/**
 * Generated from the server's own route table, so no route escapes it: every signed-in route
 * answers 401 without a token and 403 to every role it does not list. Adding a route adds its rows.
 */
let t: TestApp
const tokens = {} as Record<Role, string>
beforeAll(async () => {
  t = await createTestApp()
  for (const role of roles) tokens[role] = (await createSignedIn(t, role)).token
})
afterAll(async () => {
  await t.close()
})

const someId = '00000000-0000-4000-8000-000000000000'
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, someId)
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

describe('route access', () => {
  it('covers every API route, and each declares who may call it', () => {
    const routes = t.app.konzilium.routes
    expect(routes.length).toBeGreaterThan(30)
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined()
  })

  it('ties every signed-in route to an action of the one policy, with exactly its roles', () => {
    for (const route of t.app.konzilium.routes) {
      if (route.access.kind !== 'signed-in') continue
      const name = `${route.method} ${route.url}`
      expect(Object.keys(policy), name).toContain(route.access.action)
      expect([...route.access.roles].sort(), name).toEqual(
        rolesAllowedTo(route.access.action).sort(),
      )
    }
  })

  it('refuses an /api route without an access declaration at start-up', async () => {
    await expect(
      createTestApp({}, (app) => {
        app.get('/api/forgotten', () => ({ ok: true }))
      }),
    ).rejects.toThrow('declares no access policy')
  })

  it('answers 401 without a token and 403 to every role not allowed, before reading the body', async () => {
    const rows: string[] = []
    for (const route of t.app.konzilium.routes) {
      if (route.access.kind !== 'signed-in') continue
      const url = concrete(route.url)
      const method = route.method as Method
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      })
      expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401)
      for (const role of roles) {
        if (route.access.roles.includes(role)) continue
        const response = await t.app.inject({
          method,
          url,
          headers: bearer(tokens[role]),
          payload: method === 'GET' ? undefined : {},
        })
        expect(response.statusCode, `${method} ${url} as ${role}`).toBe(403)
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
        rows.push(`${method} ${route.url} ${role}`)
      }
    }
    // Admin-only routes alone give four denials each.
    expect(rows.length).toBeGreaterThan(40)
  })

  it('documents every route in OpenAPI with a response schema', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses?: object }>>
    }>()
    for (const route of t.app.konzilium.routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}')
      const operation = document.paths[path]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${path} in OpenAPI`).toBeDefined()
      expect(
        Object.keys(operation?.responses ?? {}).length,
        `${route.method} ${path} responses`,
      ).toBeGreaterThan(0)
    }
  })
})
