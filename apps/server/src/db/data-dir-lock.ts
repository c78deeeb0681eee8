import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * PGlite is single-process: two servers on one data directory corrupt it (pglite issue #1106),
 * and after a crash a stale `postmaster.pid` stops the next start (security.md section 0.4).
 * This lock makes a second process fail with a clear message and lets the next start after a
 * crash recover on its own.
 */
const LOCK_FILE = 'konzilium.lock'

type LockOwner = { pid: number; host: string; startedAt: string }

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

export type DataDirLock = { release: () => void }

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
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner
  } catch {
    return undefined
  }
}

export function acquireDataDirLock(
  dataDir: string,
  onStaleLock: (owner: LockOwner | undefined) => void,
): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  const me: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  }

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' })
      return {
        release: () => {
          if (readOwner(lockPath)?.pid === me.pid) fs.rmSync(lockPath, { force: true })
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(lockPath)
    // In a container a restarted server may get the crashed one's pid: then the lock is stale too.
    const ownedByOther = owner && owner.pid !== me.pid
    if (owner && ownedByOther && (owner.host !== me.host || isProcessAlive(owner.pid))) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Konzilium server ` +
          `(pid ${owner.pid} on ${owner.host}, started ${owner.startedAt}). The embedded database ` +
          `allows one process at a time: stop that server first, or set DATABASE_URL to share a ` +
          `PostgreSQL server between several instances.`,
      )
    }
    onStaleLock(owner)
    fs.rmSync(lockPath, { force: true })
    // The crashed server's postmaster.pid would make PGlite abort at start.
    fs.rmSync(path.join(dataDir, 'db', 'postmaster.pid'), { force: true })
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${dataDir}; another process keeps taking it.`,
  )
}
