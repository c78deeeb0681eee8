import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpointPath, listEndpoints, type EndpointSchemas } from './endpoint'
import { endpoints } from './endpoints'
import { policyActions } from './policy'

const table = listEndpoints(endpoints)

describe('the endpoint table', () => {
  it('declares each method and path once', () => {
    const keys = table.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('names the path parameters of each entry exactly as its params schema does', async () => {
    for (const { name, endpoint } of table) {
      const fromPath = [...endpoint.path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1])
      const schemas: EndpointSchemas = await endpoint.schemas()
      const fromSchema =
        schemas.params instanceof z.ZodObject ? Object.keys(schemas.params.shape) : []
      expect(fromSchema.sort(), name).toEqual(fromPath.sort())
    }
  })

  it('answers 204 exactly when it declares no response body', async () => {
    for (const { name, endpoint } of table) {
      const schemas: EndpointSchemas = await endpoint.schemas()
      expect(schemas.response === undefined, name).toBe(endpoint.status === 204)
    }
  })

  it('names for every signed-in entry an action of the policy, and public access only when public', () => {
    for (const { name, endpoint } of table) {
      if (endpoint.auth === 'public') {
        expect(endpoint.access, name).toBe('public')
        continue
      }
      expect(policyActions as readonly string[], name).toContain(endpoint.access)
    }
  })

  it('keeps every path under /api/', () => {
    for (const { name, endpoint } of table) expect(endpoint.path, name).toMatch(/^\/api\//)
  })
})

describe('endpointPath', () => {
  it('fills and encodes the parameters', () => {
    expect(endpointPath('/api/users/:id/lock', { id: 'a b/c' })).toBe('/api/users/a%20b%2Fc/lock')
  })

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => endpointPath('/api/users/:id', {})).toThrow('Missing path parameter id')
  })
})
