import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listEndpoints } from '@konzilium/contract/endpoint'
import { endpoints } from '@konzilium/contract/endpoints'
import { createTestApp, type TestApp } from '../helpers/app'

/**
 * The endpoint table of packages/contract is the one list of the API (ADR 010): the server serves
 * exactly its entries, and the OpenAPI document describes exactly them, as the table says.
 */
let t: TestApp
type Operation = {
  summary?: string
  tags?: string[]
  security?: unknown[]
  responses?: Record<string, unknown>
}
let documented: Map<string, Operation>

const openApiPath = (path: string) => path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}')
const table = listEndpoints(endpoints)

beforeAll(async () => {
  t = await createTestApp()
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  documented = new Map(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => [
        `${method.toUpperCase()} ${path}`,
        operation,
      ]),
    ),
  )
})
afterAll(async () => {
  await t.close()
})

describe('endpoint table', () => {
  it('documents every entry in OpenAPI as the table declares it', () => {
    expect(table.length).toBeGreaterThan(0)
    for (const { name, endpoint } of table) {
      const operation = documented.get(`${endpoint.method} ${openApiPath(endpoint.path)}`)
      expect(operation, `${name} in OpenAPI`).toBeDefined()
      expect(operation?.summary, name).toBe(endpoint.summary)
      expect(operation?.tags, name).toEqual([endpoint.tag])
      expect(operation?.security !== undefined, `${name} security`).toBe(endpoint.auth === 'bearer')
      const statuses = Object.keys(operation?.responses ?? {}).sort()
      const expected = [String(endpoint.status ?? 200), ...endpoint.errors.map(String)].sort()
      expect(statuses, `${name} responses`).toEqual(expected)
    }
  })

  it('documents nothing the table lacks', () => {
    const declared = new Set(
      table.map(({ endpoint }) => `${endpoint.method} ${openApiPath(endpoint.path)}`),
    )
    const extra = [...documented.keys()].filter((operation) => !declared.has(operation))
    expect(extra).toEqual([])
  })

  it('serves exactly the table: every route is an entry, every entry a route', () => {
    const served = t.app.konzilium.routes.map((route) => `${route.method} ${route.url}`).sort()
    const declared = table.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort()
    expect(served).toEqual(declared)
  })

  it('serves a public entry without sign-in, and asks a bearer entry for a token', () => {
    for (const { name, endpoint } of table) {
      const route = t.app.konzilium.routes.find(
        (r) => r.method === endpoint.method && r.url === endpoint.path,
      )
      expect(route?.access.kind, name).toBe(endpoint.auth === 'public' ? 'public' : 'signed-in')
    }
  })
})
