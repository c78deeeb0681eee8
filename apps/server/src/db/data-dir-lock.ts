import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * PGlite is single-process: two servers on one data directory corrupt it (the embedded database
 * has no lock of its own), and after a crash a stale `postmaster.pid` stops the next start. This
 * lock makes a second process fail with a clear message and lets the next start after a crash
 * recover on its own.
 *
 * The holder refreshes the lock file's modification time (its heartbeat) while it runs. A process
 * id says nothing about another host (a data directory on a network share, or a container whose
 * host name changed at restart), so a lock whose heartbeat has stopped for `LOCK_STALE_MS` is
 * stale whatever host it names. On this host the process id is known: a lock of a process that is
 * gone is stale at once, and a live holder keeps its lock.
 */
const LOCK_FILE = 'konzilium.lock'
export const LOCK_HEARTBEAT_MS = 10_000
/** Six missed heartbeats: a busy or briefly paused holder is not mistaken for a dead one. */
export const LOCK_STALE_MS = 60_000

export type LockOwner = {
  pid: number
  host: string
  startedAt: string
  /** Set by holders that refresh the heartbeat; a lock without it is from an older server. */
  heartbeatMs?: number
}

/** Why a lock was taken over: whose it was and how old its heartbeat. */
export type StaleLock = { owner: LockOwner | undefined; heartbeatAgeMs: number }

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

export type DataDirLock = {
  release: () => void
  /** Refreshes the heartbeat now (the timer does it every `LOCK_HEARTBEAT_MS`). */
  heartbeat: () => void
}

export type DataDirLockOptions = {
  /** Called when the heartbeat finds the lock no longer ours (another process took it over). */
  onLost?: (owner: LockOwner | undefined) => void
  now?: () => number
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A crashed server's pid may since have been reused by an unrelated process.
  try {
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return commandLine.includes('node')
  } catch {
    return true
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined
    return {
      pid: owner.pid,
      host: owner.host,
      startedAt: String(owner.startedAt),
      ...(typeof owner.heartbeatMs === 'number' ? { heartbeatMs: owner.heartbeatMs } : {}),
    }
  } catch {
    return undefined
  }
}

/** Milliseconds since the lock file's last heartbeat, or undefined when it is gone. */
function heartbeatAge(lockPath: string, now: number): number | undefined {
  try {
    return now - fs.statSync(lockPath).mtimeMs
  } catch {
    return undefined
  }
}

function isSameOwner(a: LockOwner | undefined, b: LockOwner): boolean {
  return a?.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt
}

/**
 * Whether a lock found in place may be taken over. On this host the process id decides at once.
 * Otherwise the heartbeat does: a fresh one means a running server, and an unreadable lock with a
 * fresh heartbeat is one being written this instant.
 */
function isStale(owner: LockOwner | undefined, ageMs: number, me: LockOwner): boolean {
  if (owner && owner.host === me.host) {
    // In a container a restarted server may get the crashed one's pid: then the lock is stale too.
    if (owner.pid === me.pid || !isProcessAlive(owner.pid)) return true
    // A running server of an older version never refreshes its lock: its live pid decides.
    if (owner.heartbeatMs === undefined) return false
  }
  return ageMs > LOCK_STALE_MS
}

function lockedError(dataDir: string, owner: LockOwner | undefined): DataDirLockedError {
  const holder = owner
    ? `pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}`
    : 'a lock being written'
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another Konzilium server (${holder}). The ` +
      `embedded database allows one process at a time: stop that server first, or set ` +
      `DATABASE_URL to share a PostgreSQL server between several instances. A lock whose ` +
      `heartbeat has stopped for ${LOCK_STALE_MS / 1000} s is taken over at the next start.`,
  )
}

/**
 * Moves a stale lock aside under a name of our own, then checks that what moved is the lock judged
 * stale: two servers starting at once could otherwise each remove the lock the other just wrote.
 * A fresh lock moved by mistake is put back, unless a new one has taken its place meanwhile.
 */
function removeStaleLock(lockPath: string, judged: LockOwner | undefined, me: LockOwner): boolean {
  const aside = `${lockPath}.stale-${me.pid}`
  try {
    fs.renameSync(lockPath, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  const moved = readOwner(aside)
  const sameLock = judged ? isSameOwner(moved, judged) : !moved
  if (!sameLock) {
    try {
      fs.linkSync(aside, lockPath)
    } catch {
      // Another process has written a lock since: it is the holder now.
    }
  }
  fs.rmSync(aside, { force: true })
  return sameLock
}

function startHeartbeat(lockPath: string, me: LockOwner, options: DataDirLockOptions) {
  const beat = () => {
    const owner = readOwner(lockPath)
    if (!isSameOwner(owner, me)) {
      stop()
      options.onLost?.(owner)
      return
    }
    const now = new Date(options.now?.() ?? Date.now())
    try {
      fs.utimesSync(lockPath, now, now)
    } catch {
      // The next beat tries again; a failing disk shows up in the database first.
    }
  }
  const timer = setInterval(beat, LOCK_HEARTBEAT_MS)
  // The heartbeat alone never keeps the process alive.
  timer.unref()
  const stop = () => {
    clearInterval(timer)
  }
  return { beat, stop }
}

export function acquireDataDirLock(
  dataDir: string,
  onStaleLock: (stale: StaleLock) => void,
  options: DataDirLockOptions = {},
): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  const now = () => options.now?.() ?? Date.now()
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date(now()).toISOString(),
    heartbeatMs: LOCK_HEARTBEAT_MS,
  }

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' })
      const heartbeat = startHeartbeat(lockPath, me, options)
      heartbeat.beat()
      return {
        heartbeat: heartbeat.beat,
        release: () => {
          heartbeat.stop()
          if (isSameOwner(readOwner(lockPath), me)) fs.rmSync(lockPath, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(lockPath)
    const ageMs = heartbeatAge(lockPath, now())
    if (ageMs === undefined) continue
    if (!isStale(owner, ageMs, me)) throw lockedError(dataDir, owner)
    if (!removeStaleLock(lockPath, owner, me)) continue
    onStaleLock({ owner, heartbeatAgeMs: ageMs })
    // The crashed server's postmaster.pid would make PGlite abort at start.
    fs.rmSync(path.join(dataDir, 'db', 'postmaster.pid'), { force: true })
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${dataDir}; another process keeps taking it.`,
  )
}
