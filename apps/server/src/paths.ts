import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the server's files are, without loading anything else: the embedded database starts from
 * them before the configuration is read (ADR 020). The same from the sources (`src/`) and from the
 * build (`dist/`), both one level below the server's directory.
 */
export const serverRoot = path.resolve(fileURLToPath(import.meta.url), '..', '..')

/** The SQL migrations (drizzle-kit's output), applied forward-only at start. */
export const migrationsFolder = path.join(serverRoot, 'drizzle')

/** `DATA_DIR` when it is not set: the embedded database and the server's files live there. */
export const DEFAULT_DATA_DIR = './data'
