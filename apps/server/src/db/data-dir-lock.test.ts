import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_HEARTBEAT_MS,
  LOCK_STALE_MS,
  type LockOwner,
  type StaleLock,
} from './data-dir-lock'

let dataDir: string
let lockPath: string
let live: ChildProcess | undefined

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-lock-'))
  lockPath = path.join(dataDir, 'konzilium.lock')
})

afterEach(() => {
  vi.useRealTimers()
  live?.kill()
  live = undefined
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function writeLock(owner: LockOwner, heartbeatAgeMs: number) {
  fs.writeFileSync(lockPath, JSON.stringify(owner))
  const beat = new Date(Date.now() - heartbeatAgeMs)
  fs.utimesSync(lockPath, beat, beat)
}

function lockOwner(): LockOwner {
  return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner
}

/** A node process that is running (this host's live holder). */
function livePid(): number {
  live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' })
  return live.pid ?? 0
}

/** The pid of a node process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid
}

const otherHost = (heartbeat = true): LockOwner => ({
  pid: 4242,
  host: 'another-host.example',
  startedAt: '2026-11-01T08:00:00.000Z',
  ...(heartbeat ? { heartbeatMs: LOCK_HEARTBEAT_MS } : {}),
})

describe('the data directory lock', () => {
  it('is taken on a free directory, names this process and is removed on release', () => {
    const lock = acquireDataDirLock(dataDir, () => {
      throw new Error('no stale lock here')
    })
    expect(lockOwner()).toMatchObject({ pid: process.pid, host: os.hostname() })
    lock.release()
    expect(fs.existsSync(lockPath)).toBe(false)
  })

  it('takes over the lock of another host whose heartbeat stopped, and says whose it was', () => {
    writeLock(otherHost(), LOCK_STALE_MS + 1_000)
    fs.mkdirSync(path.join(dataDir, 'db'))
    fs.writeFileSync(path.join(dataDir, 'db', 'postmaster.pid'), '4242')
    const stale: StaleLock[] = []
    const lock = acquireDataDirLock(dataDir, (found) => stale.push(found))
    expect(stale).toHaveLength(1)
    expect(stale[0]?.owner).toMatchObject({ pid: 4242, host: 'another-host.example' })
    expect(stale[0]?.heartbeatAgeMs).toBeGreaterThan(LOCK_STALE_MS)
    expect(lockOwner().pid).toBe(process.pid)
    expect(fs.existsSync(path.join(dataDir, 'db', 'postmaster.pid'))).toBe(false)
    lock.release()
  })

  it('takes over an old lock of another host written before locks had a heartbeat', () => {
    writeLock(otherHost(false), LOCK_STALE_MS + 1_000)
    const lock = acquireDataDirLock(dataDir, () => undefined)
    expect(lockOwner().pid).toBe(process.pid)
    lock.release()
  })

  it('refuses a lock of another host whose heartbeat is fresh', () => {
    writeLock(otherHost(), LOCK_STALE_MS - 5_000)
    expect(() => acquireDataDirLock(dataDir, () => undefined)).toThrow(DataDirLockedError)
    expect(() => acquireDataDirLock(dataDir, () => undefined)).toThrow(
      /pid 4242 on another-host\.example/,
    )
    expect(lockOwner().host).toBe('another-host.example')
  })

  it('takes over a lock of this host whose process is gone, however fresh its heartbeat', () => {
    const pid = deadPid()
    writeLock({ pid, host: os.hostname(), startedAt: 'x', heartbeatMs: LOCK_HEARTBEAT_MS }, 0)
    const stale: StaleLock[] = []
    const lock = acquireDataDirLock(dataDir, (found) => stale.push(found))
    expect(stale[0]?.owner?.pid).toBe(pid)
    expect(lockOwner().pid).toBe(process.pid)
    lock.release()
  })

  it('refuses a lock of a live process of this host', () => {
    writeLock({ pid: livePid(), host: os.hostname(), startedAt: 'x', heartbeatMs: 10_000 }, 0)
    expect(() => acquireDataDirLock(dataDir, () => undefined)).toThrow(DataDirLockedError)
  })

  it('refuses a live server of this host that predates the heartbeat, however old its lock', () => {
    writeLock({ pid: livePid(), host: os.hostname(), startedAt: 'x' }, 10 * LOCK_STALE_MS)
    expect(() => acquireDataDirLock(dataDir, () => undefined)).toThrow(DataDirLockedError)
  })

  it('refuses an unreadable lock being written, and takes it over once its heartbeat is old', () => {
    fs.writeFileSync(lockPath, '')
    expect(() => acquireDataDirLock(dataDir, () => undefined)).toThrow(DataDirLockedError)
    const old = new Date(Date.now() - LOCK_STALE_MS - 1_000)
    fs.utimesSync(lockPath, old, old)
    acquireDataDirLock(dataDir, () => undefined).release()
  })

  it('keeps its heartbeat fresh while held, so it never looks stale', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const lock = acquireDataDirLock(dataDir, () => undefined)
    const mtime = () => fs.statSync(lockPath).mtimeMs
    for (let beat = 0; beat < 10; beat++) {
      vi.advanceTimersByTime(LOCK_HEARTBEAT_MS)
      expect(Date.now() - mtime()).toBeLessThan(LOCK_HEARTBEAT_MS)
    }
    lock.release()
    // Released: no more heartbeat touches a file that is gone.
    vi.advanceTimersByTime(LOCK_HEARTBEAT_MS)
    expect(fs.existsSync(lockPath)).toBe(false)
  })

  it('tells its holder when another server has taken the lock over', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const lost: (LockOwner | undefined)[] = []
    const lock = acquireDataDirLock(dataDir, () => undefined, {
      onLost: (owner) => lost.push(owner),
    })
    fs.writeFileSync(lockPath, JSON.stringify(otherHost()))
    vi.advanceTimersByTime(LOCK_HEARTBEAT_MS)
    expect(lost).toEqual([expect.objectContaining({ host: 'another-host.example' })])
    // The other server's lock stays as it is, also when this one lets go.
    lock.release()
    expect(lockOwner().host).toBe('another-host.example')
  })
})
