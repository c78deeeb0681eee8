import type { Database } from '../db/client'

/**
 * A database transaction plus the things to do once it has committed (wake the mail worker, drop
 * cached sessions). Callbacks run only after a successful commit, never after a rollback.
 */
export type Work = {
  db: Database
  afterCommit: (callback: () => void) => void
}

export async function transaction<T>(db: Database, body: (work: Work) => Promise<T>): Promise<T> {
  const callbacks: (() => void)[] = []
  const result = await db.transaction((tx) =>
    body({ db: tx, afterCommit: (callback) => callbacks.push(callback) }),
  )
  for (const callback of callbacks) callback()
  return result
}
