import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sendNotFound } from './error-handler'

/**
 * Serves the built SPA from the same origin as the API. Hashed assets are cached for a year;
 * `index.html`, the build manifest and other unhashed files are revalidated on every load so a new
 * release is seen at once. Client routes fall back to `index.html`; a missing file (e.g. an old
 * chunk) stays a 404 so the client can tell a failed chunk load.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

function cacheControlFor(relativePath: string): string {
  const normalized = relativePath.split(path.sep).join('/')
  if (normalized.startsWith('assets/') && !normalized.startsWith('assets/builds/')) return IMMUTABLE
  return REVALIDATE
}

export function hasWebBuild(webDistDir: string): boolean {
  return fs.existsSync(path.join(webDistDir, 'index.html'))
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0] ?? '/'
  if (pathname === '/api' || pathname.startsWith('/api/')) return false
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !lastSegment.includes('.')
}

export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const served = hasWebBuild(webDistDir)
  if (served) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      // scripts/precompress.mjs wrote .br/.gz beside each asset at build time.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(path.relative(webDistDir, filePath)))
      },
    })
  } else {
    app.log.warn({ webDistDir }, 'no web build found: serving the API only (run `npm run build`)')
  }

  const sendIndex = (reply: FastifyReply) =>
    reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .sendFile('index.html')

  if (served) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply))
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (served && isClientRoute(request)) return sendIndex(reply)
    return sendNotFound(request, reply)
  })
}
