import type { Readable } from 'node:stream'

/**
 * Where uploaded bytes live (ADR 035). The store knows ids and bytes only: names, types, owners
 * and what a file is attached to are rows of the `files` table, so the store can be the local disk
 * (`disk-store.ts`, the default) or an S3-compatible bucket behind this same interface.
 *
 * - `put` reads the stream to its end and keeps the bytes under a new id it generates; if the
 *   stream fails (too large, the client went away) nothing is kept and `put` rejects.
 * - `get` gives the bytes of a kept file; an unknown id rejects with `FileNotFoundError`.
 * - `delete` removes a file; an unknown id is not an error (purges may race).
 */
export interface FileStore {
  put(content: Readable, meta: { contentType: string }): Promise<{ id: string; size: number }>
  get(id: string): Promise<Readable>
  delete(id: string): Promise<void>
}

export class FileNotFoundError extends Error {
  override name = 'FileNotFoundError'
}
