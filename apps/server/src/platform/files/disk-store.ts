import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { FileNotFoundError, type FileStore } from './file-store'

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The file store on the local disk, under `root` (DATA_DIR/files): a file is written to `tmp/`
 * first and renamed into place only when complete, so a failed or cut upload never leaves a
 * partial file where a reader could find it. Paths are built from generated ids only, never from
 * a name a client sent; the first two characters of the id spread files over subfolders.
 */
export function createDiskFileStore(root: string): FileStore {
  const tmp = path.join(root, 'tmp')
  const pathOf = (id: string) => {
    // A malformed id could only come from a bug, but it must never reach the file system.
    if (!idPattern.test(id)) throw new FileNotFoundError('Unknown file')
    return path.join(root, id.slice(0, 2), id)
  }
  return {
    async put(content) {
      const id = randomUUID()
      const target = pathOf(id)
      await fs.mkdir(tmp, { recursive: true })
      await fs.mkdir(path.dirname(target), { recursive: true })
      const partial = path.join(tmp, `${id}.part`)
      try {
        await pipeline(content, createWriteStream(partial, { flags: 'wx' }))
        const { size } = await fs.stat(partial)
        await fs.rename(partial, target)
        return { id, size }
      } catch (error) {
        await fs.rm(partial, { force: true })
        throw error
      }
    },
    async get(id) {
      const file = pathOf(id)
      try {
        await fs.access(file)
      } catch {
        throw new FileNotFoundError('Unknown file')
      }
      return createReadStream(file)
    },
    async delete(id) {
      await fs.rm(pathOf(id), { force: true })
    },
  }
}
