import { createHash } from 'node:crypto'
import { Transform, type Readable } from 'node:stream'
import '@konzilium/contract/uploads'
import { AppError } from '../app-error'
import { detectContentType, HEAD_BYTES, type DetectedType } from './content-type'
import type { FileStore } from './file-store'

export type StoredUpload = { id: string; size: number; sha256: string; contentType: DetectedType }

class TooLarge extends Error {}

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${String(Math.floor(maxBytes / 1024 / 1024))} MB`,
    [{ path: '', message: 'upload.tooLarge' }],
  )

/**
 * Receives an uploaded file into the store as it streams in (never whole in memory): counting its
 * bytes (past `maxBytes` the stream is stopped, 413, and the store keeps nothing), hashing it
 * (SHA-256) and keeping its first bytes, from which its type is decided once it is complete; a
 * file of no allowed type is removed again (415). The caller writes the row of the file, and
 * removes the stored bytes itself if that fails.
 */
export async function receiveUpload(
  store: FileStore,
  body: Readable,
  limits: { maxBytes: number; types: readonly DetectedType[] },
): Promise<StoredUpload> {
  let size = 0
  let head = Buffer.alloc(0)
  const hash = createHash('sha256')
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (size > limits.maxBytes) {
        done(new TooLarge())
        return
      }
      if (head.length < HEAD_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
      hash.update(chunk)
      done(null, chunk)
    },
  })
  body.on('error', (error) => meter.destroy(error))
  // The bytes may flow before the store has attached its own listeners (it prepares a folder
  // first): an early failure is kept here rather than thrown as an unhandled event.
  let failure: unknown
  meter.on('error', (error) => {
    failure = error
  })
  let stored: { id: string; size: number }
  try {
    stored = await store.put(body.pipe(meter), { contentType: 'application/octet-stream' })
  } catch (error) {
    // Stop reading what is left of a refused body.
    body.unpipe(meter)
    body.resume()
    if (error instanceof TooLarge || failure instanceof TooLarge) throw tooLarge(limits.maxBytes)
    throw error
  }
  if (stored.size === 0) {
    await store.delete(stored.id)
    throw new AppError(400, 'VALIDATION_FAILED', 'The file is empty', [
      { path: '', message: 'upload.empty' },
    ])
  }
  const contentType = detectContentType(head)
  if (contentType === null || !limits.types.includes(contentType)) {
    await store.delete(stored.id)
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not of an allowed type', [
      { path: '', message: 'upload.unsupportedType' },
    ])
  }
  return { id: stored.id, size: stored.size, sha256: hash.digest('hex'), contentType }
}
