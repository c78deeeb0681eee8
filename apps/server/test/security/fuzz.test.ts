import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '@konzilium/contract/errors'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, signIn, type TestAccount } from '../helpers/accounts'

/**
 * Every operation of the OpenAPI document gets at least 200 requests with bad and odd inputs (wrong
 * types, missing fields, huge strings, unicode, negative numbers, malformed JSON, odd path
 * parameters), half anonymous, half as a signed-in admin. No answer is a 5xx, every 4xx is the one
 * error envelope, and no answer carries internal detail.
 *
 * Deterministic: each operation's generator is seeded from FUZZ_SEED (default 20261124) and the
 * operation's name; a failure names both, so `FUZZ_SEED=... npx vitest run --project api
 * apps/server/test/security/fuzz.test.ts` replays it. The test client's address is in
 * RATE_LIMIT_ALLOWLIST (test/helpers/app.ts), so per-address limits do not hide answers.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124)
const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 200)

type Schema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  const?: unknown
  format?: string
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  additionalProperties?: boolean | Schema
}
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema }
type Operation = {
  operationId?: string
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

/** mulberry32: small, fast, good enough, and the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick, chance: (p: number) => next() < p }
}
type Random = ReturnType<typeof generator>

function hash(text: string): number {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

const oddStrings = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  'NaN',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '../../etc/passwd',
  '..%2f..%2fetc',
  '%00',
  '\u0000',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'Příliš žluťoučký kůň úpěl ďábelské ódy',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🧪🩺',
  '\u202eevil\u202c',
  'a\r\nX-Injected: 1',
  'ZZ999',
  'CZ010',
  'admin@test.konzilium.cz',
  '__proto__',
  'constructor',
]
const oddNumbers = [
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
]

function hugeString(random: Random): string {
  return random.pick(['a', 'ř', '🩺', '%', '\\']).repeat(random.pick([1_000, 10_000, 100_000]))
}

function oddValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 1 ? 6 : 9)) {
    case 0:
      return random.pick(oddStrings)
    case 1:
      return random.pick(oddNumbers)
    case 2:
      return random.pick([true, false, null])
    case 3:
      return hugeString(random)
    case 4:
      return random.pick(oddStrings) + String(random.int(1000))
    case 5:
      return random.int(2) === 0 ? -random.int(1_000_000) : random.int(1_000_000)
    case 6:
      return Array.from({ length: random.int(4) }, () => oddValue(random, depth + 1))
    case 7:
      return { [random.pick(oddStrings)]: oddValue(random, depth + 1) }
    default:
      return JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}')
  }
}

function resolve(document: OpenApi, schema: Schema | undefined): Schema {
  if (!schema) return {}
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? ''
    return resolve(document, document.components?.schemas?.[name])
  }
  return schema
}

/** A value that fits the schema as far as a plain generator can: the base the mutations break. */
function sample(document: OpenApi, raw: Schema | undefined, random: Random, depth = 0): unknown {
  const schema = resolve(document, raw)
  if (depth > 4) return null
  const options = schema.anyOf ?? schema.oneOf
  if (options?.length) return sample(document, random.pick(options), random, depth + 1)
  if (schema.allOf?.length)
    return Object.assign(
      {},
      ...schema.allOf.map((part) => sample(document, part, random, depth + 1) as object),
    )
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return random.pick(schema.enum)
  const type = (Array.isArray(schema.type) ? random.pick(schema.type) : schema.type) ?? 'any'
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if (schema.required?.includes(key) || random.chance(0.5))
          out[key] = sample(document, property, random, depth + 1)
      return out
    }
    case 'array':
      return Array.from({ length: 1 + random.int(2) }, () =>
        sample(document, schema.items, random, depth + 1),
      )
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0
      const max = schema.maximum ?? min + 100
      return type === 'integer'
        ? min + random.int(max - min + 1)
        : min + random.next() * (max - min)
    }
    case 'boolean':
      return random.chance(0.5)
    case 'null':
      return null
    case 'string':
      switch (schema.format ?? 'text') {
        case 'email':
          return `fuzz-${random.int(1e6)}@test.konzilium.cz`
        case 'uuid':
          return '00000000-0000-4000-8000-' + String(random.int(1e12)).padStart(12, '0')
        case 'date':
          return '2026-02-30'
        case 'date-time':
          return '2026-11-24T12:00:00Z'
        default:
          return 'x'.repeat(Math.max(1, schema.minLength ?? 1))
      }
    default:
      return random.pick(['x', 1, null])
  }
}

/** Breaks a value in one of many ways, at the top or somewhere inside. */
function mutate(value: unknown, random: Random, depth = 0): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < 3) {
    const object = { ...(value as Record<string, unknown>) }
    const keys = Object.keys(object)
    const key = keys.length ? random.pick(keys) : undefined
    switch (random.int(6)) {
      case 0:
        if (key) Reflect.deleteProperty(object, key)
        return object
      case 1:
        if (key) object[key] = oddValue(random)
        return object
      case 2:
        if (key) object[key] = mutate(object[key], random, depth + 1)
        return object
      case 3:
        object[random.pick(['role', 'isAdmin', 'id', 'extra', '__proto__'])] = oddValue(random)
        return object
      case 4:
        for (const k of keys) if (random.chance(0.5)) object[k] = oddValue(random)
        return object
      default:
        return oddValue(random)
    }
  }
  if (Array.isArray(value) && depth < 3 && random.chance(0.5))
    return (value as unknown[]).map((item) =>
      random.chance(0.5) ? mutate(item, random, depth + 1) : item,
    )
  return oddValue(random)
}

const pathValues = [
  ...oddStrings.filter((value) => value !== ''),
  '00000000-0000-4000-8000-000000000000',
  '-1',
  '99999999999999999999',
  'a'.repeat(5000),
  '%E0%A4%A',
  '%2e%2e%2f',
  '..',
]

type Case = { options: InjectOptions; describe: string }

/** Percent-encodes, replacing a lone surrogate (a cut emoji) that encodeURIComponent refuses. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))
  }
}

function makeCase(
  document: OpenApi,
  method: string,
  path: string,
  operation: Operation,
  random: Random,
): Case {
  const parameters = operation.parameters ?? []
  let url = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const declared = parameters.find((p) => p.in === 'path' && p.name === name)
    if (random.chance(0.2)) return encode(String(sample(document, declared?.schema, random)))
    const value = random.pick(pathValues)
    // Now and then unencoded: malformed escapes (`%E0%A4%A`) and dot segments reach the router.
    return random.chance(0.1) && !/[\s/?#]/.test(value) ? value : encode(value)
  })
  const query: string[] = []
  for (const parameter of parameters.filter((p) => p.in === 'query')) {
    if (random.chance(0.4)) continue
    const value = random.chance(0.3) ? sample(document, parameter.schema, random) : oddValue(random)
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    query.push(`${encode(parameter.name)}=${encode(text.slice(0, 3000))}`)
    if (random.chance(0.1)) query.push(`${encode(parameter.name)}=2`)
  }
  if (random.chance(0.1)) query.push(`${encode(random.pick(oddStrings))}=1`)
  if (query.length) url += `?${query.join('&')}`

  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    headers: {},
  }
  const content = operation.requestBody?.content ?? {}
  const jsonSchema = content['application/json']?.schema
  const kind = random.int(10)
  let describe = `${options.method} ${url.slice(0, 200)}`
  if (method !== 'get' && method !== 'delete' && kind === 0) {
    options.payload = random.pick([
      '{',
      '{"a":',
      '[1,2',
      'null',
      '"text"',
      '{"a":1,}',
      "{'a':1}",
      '\u0000',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
    ])
    options.headers = { 'content-type': 'application/json' }
    describe += ` raw ${JSON.stringify(options.payload)}`
  } else if (method !== 'get' && kind === 1) {
    options.payload = random.pick(['a,b\n1,2', '<x/>', 'PK\u0003\u0004', hugeString(random)])
    options.headers = {
      'content-type': random.pick([
        'text/csv',
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/json; charset=latin1',
      ]),
    }
    describe += ` ${String(options.headers['content-type'])} body`
  } else if (method !== 'get' && (jsonSchema || kind === 2)) {
    const body = random.chance(0.15)
      ? sample(document, jsonSchema, random)
      : mutate(sample(document, jsonSchema, random), random)
    const text = JSON.stringify(body)
    options.payload = text
    options.headers = { 'content-type': 'application/json' }
    describe += ` body ${text.slice(0, 300)}`
  }
  if (random.chance(0.3))
    options.headers = {
      ...options.headers,
      'accept-language': random.pick(['en', 'cs', 'de', '*', 'xx-YY;q=abc']),
    }
  return { options, describe }
}

/** Signs of internals that must never reach a caller. */
const internals = [
  /\bat [\w$.<>]+ \(?[^)\s]*:\d+:\d+\)?/, // stack frames
  /node_modules|\/work\/|apps\/server|\.ts:\d+|file:\/\//,
  /\b(select|insert into|update \w+ set|delete from)\b[^"]{0,80}\b(from|where|values|returning)\b/i,
  /syntax error at|relation "|violates|duplicate key|pg_|PGlite|drizzle/i,
  /TypeError|ReferenceError|RangeError|ZodError|SyntaxError: Unexpected/,
  /argon2|totp_credentials|password_hash|token_hash/i,
]

let t: TestApp
let admin: TestAccount
let adminToken = ''
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' })
  admin = await createAccount(t, 'admin')
  adminToken = await signIn(t, admin)
})
afterAll(async () => {
  await t.close()
})

describe('OpenAPI-driven fuzzing', () => {
  it('answers router refusals (malformed escape, overlong parameter) with the envelope', async () => {
    for (const url of ['/api/users/%E0%A4%A', `/api/users/${'a'.repeat(500)}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) })
      expect(response.statusCode).toBe(400)
      expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        statusCode: 400,
      })
    }
  })

  it(`sends ${REQUESTS_PER_OPERATION} odd requests to every operation: no 5xx, one envelope, no internals`, async () => {
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json<OpenApi>()
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method, operation })),
    )
    expect(operations.length).toBeGreaterThan(30)
    const failures: string[] = []
    let sent = 0
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`
      const random = generator(hash(`${SEED}:${name}`))
      for (let index = 0; index < REQUESTS_PER_OPERATION; index++) {
        const asAdmin = index % 2 === 1
        const { options, describe } = makeCase(document, method, path, operation, random)
        if (asAdmin) options.headers = { ...options.headers, ...bearer(adminToken) }
        const response = await t.app.inject(options)
        sent++
        const where = `${name} #${index} (FUZZ_SEED=${SEED}, ${asAdmin ? 'admin' : 'anonymous'}): ${describe}`
        if (response.statusCode >= 500)
          failures.push(`${where} -> ${response.statusCode} ${response.body.slice(0, 300)}`)
        if (response.statusCode >= 400) {
          const envelope = errorEnvelopeSchema.safeParse(safeJson(response.body))
          if (!envelope.success || envelope.data.statusCode !== response.statusCode)
            failures.push(`${where} -> not the envelope: ${response.body.slice(0, 300)}`)
        }
        const leak = internals.find((pattern) => pattern.test(withoutIssuedSecrets(response.body)))
        if (leak)
          failures.push(
            `${where} -> internal detail ${String(leak)}: ${response.body.slice(0, 300)}`,
          )
        // A fuzzed call may end the admin's own session (sign-out); sign in again.
        if (asAdmin && response.statusCode === 401) adminToken = await signIn(t, admin)
        if (failures.length > 20) break
      }
    }
    expect(failures, failures.join('\n')).toEqual([])
    expect(sent).toBe(operations.length * REQUESTS_PER_OPERATION)
  }, 240_000)
})

/**
 * The answer with the values of the secrets it issues (session tokens, sign-in challenges) left
 * out: they are random letters and digits, so one may spell `pg_` or `at ` by chance and look like
 * an internal detail although it is none. The admin's diagnostics report names the database engine
 * on purpose (`database.kind`); that value is left out too.
 */
function withoutIssuedSecrets(body: string): string {
  const value = safeJson(body)
  if (value === undefined) return body
  return JSON.stringify(value, (key, field: unknown) =>
    (/token$|^challengeId$/i.test(key) && typeof field === 'string') ||
    (key === 'kind' && (field === 'pglite' || field === 'postgres'))
      ? ''
      : field,
  )
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
