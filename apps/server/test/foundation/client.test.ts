import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clientConfigurationSchema,
  healthSchema,
  webVersionSchema,
} from '@konzilium/contract/client'
import { createTestApp, type TestApp } from '../helpers/app'

let bare: TestApp
let configured: TestApp
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-web-'))

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets', 'builds'), { recursive: true })
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
  bare = await createTestApp()
  configured = await createTestApp({
    WEB_DIST_DIR: webDist,
    ANALYTICS_ID: 'G-TEST1234',
    HUMAN_VERIFICATION_SITE_KEY_V2: 'site-key-v2',
    HUMAN_VERIFICATION_SITE_KEY_V3: 'site-key-v3',
    FEATURE_FLAGS: 'consultations, exports',
    CONTROLLER_NAME: 'Nemocnice Test, a. s.',
    CONTROLLER_ADDRESS: 'Testovací 1, 110 00 Praha 1',
    CONTROLLER_EMAIL: 'dpo@nemocnice.test',
  })
})
afterAll(async () => {
  await bare.close()
  await configured.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

describe('GET /api/client/configuration', () => {
  it('leaves out everything that is not configured', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/client/configuration' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ features: {} })
  })

  it('carries the configured analytics id, site keys, data controller and feature flags', async () => {
    const response = await configured.app.inject({
      method: 'GET',
      url: '/api/client/configuration',
    })
    expect(clientConfigurationSchema.parse(response.json())).toEqual({
      analyticsId: 'G-TEST1234',
      humanVerificationSiteKeyV2: 'site-key-v2',
      humanVerificationSiteKeyV3: 'site-key-v3',
      controllerName: 'Nemocnice Test, a. s.',
      controllerAddress: 'Testovací 1, 110 00 Praha 1',
      controllerEmail: 'dpo@nemocnice.test',
      features: { consultations: true, exports: true },
    })
  })

  it('widens the SPA content security policy only for the configured third parties', async () => {
    const response = await configured.app.inject({ method: 'GET', url: '/' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain('https://www.googletagmanager.com')
    expect(csp).toContain('https://www.google.com/recaptcha/')
    expect(csp).not.toContain('unsafe-inline')
  })
})

describe('GET /api/client/web-version', () => {
  it('reports no build when none is present', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/client/web-version' })
    expect(webVersionSchema.parse(response.json())).toEqual({
      version: '1.0.0',
      buildId: null,
      buildTime: null,
    })
  })

  it('reports the build the server serves, read from its manifest', async () => {
    const timestamp = Date.UTC(2026, 10, 22, 9, 30)
    fs.writeFileSync(
      path.join(webDist, 'assets', 'builds', 'latest.json'),
      JSON.stringify({ id: 'b-2026-11-22', timestamp }),
    )
    const response = await configured.app.inject({ method: 'GET', url: '/api/client/web-version' })
    expect(webVersionSchema.parse(response.json())).toEqual({
      version: '1.0.0',
      buildId: 'b-2026-11-22',
      buildTime: '2026-11-22T09:30:00.000Z',
    })
  })
})

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(healthSchema.parse(response.json())).toEqual({ status: 'ok', database: 'ok' })
  })

  it('answers 503 in the envelope when the database does not', async () => {
    const t = await createTestApp()
    await t.database.close()
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 })
    await t.app.close()
  })
})

describe('OpenAPI', () => {
  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>()
    expect(document.openapi).toBe('3.1.0')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/client/configuration',
        '/api/client/web-version',
      ]),
    )
  })

  it('serves the docs UI', async () => {
    const response = await bare.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(response.statusCode)
  })
})
