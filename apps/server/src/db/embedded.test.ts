import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config'
import { embeddedDataDirOf } from './embedded'

// The server starts the embedded database before it loads its configuration (ADR 020): both must
// read DATA_DIR and DATABASE_URL alike, or the database would open somewhere the server does not use.
describe('the data directory read before the configuration', () => {
  it.each([
    {},
    { DATA_DIR: '/var/lib/konzilium' },
    { DATA_DIR: 'relative/data' },
    { DATA_DIR: '  spaced  ' },
    { DATABASE_URL: '   ' },
    { DATABASE_URL: '' },
  ])('is the configuration’s own for %o', (env) => {
    const config = loadConfig(env)
    expect(config.databaseUrl).toBeUndefined()
    expect(embeddedDataDirOf(env)).toBe(config.dataDir)
  })

  it('is none when the configuration names a PostgreSQL server', () => {
    const env = { DATABASE_URL: 'postgres://db.example/konzilium', DATA_DIR: '/var/lib/k' }
    expect(loadConfig(env).databaseUrl).toBe(env.DATABASE_URL)
    expect(embeddedDataDirOf(env)).toBeUndefined()
  })

  it('is none when the configuration refuses DATA_DIR', () => {
    expect(() => loadConfig({ DATA_DIR: '' })).toThrow(ConfigError)
    expect(embeddedDataDirOf({ DATA_DIR: '' })).toBeUndefined()
  })
})
