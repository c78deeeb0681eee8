// The baseline of bench/upload-download.mjs: bare `node:http` streaming a request body to disk
// and a file back, with no auth, no database, no type check and no hash. `POST /upload` writes
// the body to a temporary file and renames it into place (as the app's disk store does) and
// answers its id; `GET /download/<id>` streams it back as an attachment. Files live under
// BARE_UPLOAD_DIR. Started by `load.mjs` (`startServer`), it reports its port over IPC.
import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

const root = process.env.BARE_UPLOAD_DIR ?? '/tmp/konzilium-bare-upload'
await fs.mkdir(root, { recursive: true })

const server = http.createServer((request, response) => {
  void (async () => {
    if (request.method === 'POST' && request.url === '/upload') {
      const id = randomUUID()
      const partial = path.join(root, `${id}.part`)
      await pipeline(request, createWriteStream(partial, { flags: 'wx' }))
      const { size } = await fs.stat(partial)
      await fs.rename(partial, path.join(root, id))
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id, size }))
      return
    }
    const match = /^\/download\/([0-9a-f-]{36})$/.exec(request.url ?? '')
    if (request.method === 'GET' && match) {
      const file = path.join(root, match[1])
      const { size } = await fs.stat(file)
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(size),
        'content-disposition': 'attachment; filename="file.pdf"',
      })
      await pipeline(createReadStream(file), response)
      return
    }
    response.writeHead(404).end()
  })().catch(() => {
    if (!response.headersSent) response.writeHead(500)
    response.end()
  })
})

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: server.address().port })
})
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() })
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
