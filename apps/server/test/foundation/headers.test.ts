import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'

// A minimal web build on disk, so the SPA serving path runs exactly as in production.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-web-'))
fs.mkdirSync(path.join(webDist, 'assets', 'builds'), { recursive: true })
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
)
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")')
fs.writeFileSync(
  path.join(webDist, 'assets', 'builds', 'latest.json'),
  JSON.stringify({ id: 'build-42', timestamp: Date.UTC(2026, 10, 22, 8, 0) }),
)

let t: TestApp
let https: TestApp
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webDist })
  https = await createTestApp({ WEB_DIST_DIR: webDist, TRUST_PROXY: '127.0.0.1' })
})
afterAll(async () => {
  await t.close()
  await https.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
}

describe('security headers', () => {
  const cases: [string, string, number][] = [
    ['API answer', '/api/health', 200],
    ['API 404', '/api/nope', 404],
    ['SPA index', '/', 200],
    ['client route (history fallback)', '/app/users/123', 200],
    ['hashed asset', '/assets/index-abc123.js', 200],
    ['missing asset', '/assets/index-gone.js', 404],
    ['build manifest', '/assets/builds/latest.json', 200],
  ]

  it.each(cases)('%s carries the full header set', async (_name, url, status) => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(status)
    expect(response.headers).toMatchObject(common)
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('gives API answers a no-store cache policy and a deny-all CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client/configuration' })
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('gives the SPA a CSP without inline scripts and only its own origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).not.toContain('google')
  })

  it('sends HSTS only when the request came over HTTPS through the trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const viaProxy = await https.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(viaProxy.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    // The same header from a client that is not the trusted proxy does not count.
    const spoofed = await https.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '10.1.2.3',
    })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('serving the web build', () => {
  it('caches hashed assets for a year and revalidates index.html and the manifest', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const index = await t.app.inject({ method: 'GET', url: '/calculator' })
    expect(index.headers['cache-control']).toBe('no-cache')
    expect(index.headers['content-type']).toContain('text/html')
    expect(index.body).toContain('<div id="root">')
    const manifest = await t.app.inject({ method: 'GET', url: '/assets/builds/latest.json' })
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.json()).toEqual({ id: 'build-42', timestamp: Date.UTC(2026, 10, 22, 8, 0) })
  })

  it('does not answer HTML for a missing file, so a failed chunk load is detectable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
  })

  it('does not fall back to the SPA for non-GET requests', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/app/users', payload: {} })
    expect(response.statusCode).toBe(404)
  })
})
