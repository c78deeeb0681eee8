import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import type { Plugin } from 'vite'

/** Where the manifest lands in `dist`; the client polls the same path. */
export const BUILD_MANIFEST_FILE = 'assets/builds/latest.json'

function gitShortSha(): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    )
  } catch {
    return null
  }
}

/**
 * Gives every build a unique id, injects it into the bundle (`import.meta.env.BUILD_ID`) and writes
 * `assets/builds/latest.json` = `{ id, timestamp }`. A running client compares the polled id with its own
 * to learn that a newer build is deployed. The git commit alone is not enough: two builds of one commit
 * (different env, different chunks) must still differ, so a random suffix is added.
 */
export function buildManifestPlugin(): Plugin {
  const timestamp = Date.now()
  const sha = gitShortSha()
  const random = randomUUID().slice(0, 8)
  const id = sha ? `${sha}-${random}` : random
  let isBuild = false
  return {
    name: 'konzilium-build-manifest',
    config(_config, env) {
      isBuild = env.command === 'build'
      return {
        define: {
          'import.meta.env.BUILD_ID': JSON.stringify(isBuild ? id : 'development'),
          'import.meta.env.BUILD_TIME': JSON.stringify(timestamp),
        },
      }
    },
    generateBundle() {
      if (!isBuild) return
      this.emitFile({
        type: 'asset',
        fileName: BUILD_MANIFEST_FILE,
        source: JSON.stringify({ id, timestamp }),
      })
    },
  }
}
