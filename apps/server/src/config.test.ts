import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('runs with nothing set: embedded database under ./data on port 3000', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      trustProxy: false,
      publicUrl: 'http://localhost:3000',
      apiDocs: true,
      client: { features: {} },
    })
    expect(config.client.analyticsId).toBeUndefined()
  })

  it('treats empty variables as not set', () => {
    const config = loadConfig({ DATABASE_URL: '', ANALYTICS_ID: '  ', PUBLIC_URL: '' })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.client.analyticsId).toBeUndefined()
  })

  it('reads proxies, feature flags and booleans', () => {
    const config = loadConfig({
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
      FEATURE_FLAGS: 'exports,,consultations ',
      API_DOCS: 'false',
      DATABASE_URL: 'postgresql://app@db:5432/konzilium',
    })
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8'])
    expect(config.client.features).toEqual({ exports: true, consultations: true })
    expect(config.apiDocs).toBe(false)
    expect(config.databaseUrl).toBe('postgresql://app@db:5432/konzilium')
  })

  it('names every bad variable without echoing values', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: '99999',
        LOG_LEVEL: 'loud',
        API_DOCS: 'maybe',
        PUBLIC_URL: 'not a url secret123',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const message = (error as Error).message
    for (const name of ['PORT', 'LOG_LEVEL', 'API_DOCS', 'PUBLIC_URL'])
      expect(message).toContain(`${name}:`)
    expect(message).not.toContain('secret123')
  })
})

describe('TOTP_ENCRYPTION_KEYS (ADR 013)', () => {
  const key = Buffer.alloc(32, 1).toString('base64')

  it('refuses to start production without keys, and says what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /TOTP_ENCRYPTION_KEYS: required in production/,
    )
  })

  it('takes the configured keys, the first one current', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEYS: `new:${key},old:${Buffer.alloc(32, 2).toString('base64')}`,
    })
    expect(config.auth.totpEncryptionKeys.map((k) => k.id)).toEqual(['new', 'old'])
  })

  it('falls back to the development key outside production only', () => {
    expect(loadConfig({}).auth.totpEncryptionKeys.map((k) => k.id)).toEqual(['dev'])
    expect(loadConfig({ NODE_ENV: 'test' }).auth.totpEncryptionKeys.map((k) => k.id)).toEqual([
      'dev',
    ])
  })

  it('names a malformed value without echoing it', () => {
    let message = ''
    try {
      loadConfig({ TOTP_ENCRYPTION_KEYS: 'k1:dG9vLXNob3J0LXNlY3JldA==' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/TOTP_ENCRYPTION_KEYS: key "k1" must be 32 random bytes/)
    expect(message).not.toContain('dG9vLXNob3J0LXNlY3JldA')
  })
})
