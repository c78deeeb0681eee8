import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, killStartedServers, startServer, waitForHealth } from '../helpers/server-process'

// These start the real entry point on the embedded database, as a newcomer's `npm start` does.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-data-'))
const lockFile = path.join(dataDir, 'konzilium.lock')

afterAll(() => {
  killStartedServers()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process on the embedded database', () => {
  it('starts on an empty data directory, refuses a second process, survives kill -9 and stops cleanly', async () => {
    const port = await freePort()
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) })
    await waitForHealth(port, first)
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid })

    // A second server on the same directory must not start (it would corrupt the database).
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(
      `The data directory ${dataDir} is in use by another Konzilium server`,
    )
    expect(second.output()).toContain('DATABASE_URL')

    // A crash leaves the lock and PGlite's postmaster.pid behind; the next start recovers.
    first.child.kill('SIGKILL')
    await first.exited
    expect(fs.existsSync(lockFile)).toBe(true)
    const restarted = startServer({ DATA_DIR: dataDir, PORT: String(port) })
    await waitForHealth(port, restarted)
    expect(restarted.output()).toContain('removed a stale data directory lock')

    // SIGTERM: finish in-flight work, close the database, release the lock, exit 0.
    restarted.child.kill('SIGTERM')
    expect(await restarted.exited).toBe(0)
    expect(fs.existsSync(lockFile)).toBe(false)
  }, 300_000)

  it('refuses to start with a clear message naming each bad variable', async () => {
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      ANALYTICS_ID: 'UA-1',
    })
    expect(await server.exited).toBe(1)
    const output = server.output()
    expect(output).toContain('Invalid configuration')
    expect(output).toContain('PORT: expected a port number')
    expect(output).toContain('DATABASE_URL: expected a postgres:// or postgresql:// URL')
    expect(output).toContain('ANALYTICS_ID: expected a measurement id like G-ABC123')
    expect(output).not.toContain('mysql://localhost/db')
  }, 30_000)

  it('refuses to start in production without TOTP_ENCRYPTION_KEYS, saying what to set', async () => {
    const server = startServer({ DATA_DIR: dataDir, TOTP_ENCRYPTION_KEYS: '' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('TOTP_ENCRYPTION_KEYS: required in production')
    expect(server.output()).toContain('openssl rand -base64 32')
    // The embedded database starts before the configuration is read (ADR 020); a configuration
    // error closes it and lets go of the data directory, so the next start finds no stale lock.
    expect(fs.existsSync(lockFile)).toBe(false)
  }, 30_000)
})
