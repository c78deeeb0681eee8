// The baseline of the live-channel benchmark: a bare server-sent-event fan-out in its own process,
// no framework, no database, no auth. `GET /live?user=U` opens a stream; `POST /post` with
// `{ messageId, userIds }` writes one event to each stream of those users and answers 201. The
// benchmark posts the same messages to it as to the app, so the difference is what the app adds.
import http from 'node:http'

const streams = new Map()
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  if (request.method === 'GET' && url.pathname === '/live') {
    const user = url.searchParams.get('user') ?? ''
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
    response.write('event: ready\ndata: {}\n\n')
    const set = streams.get(user) ?? new Set()
    set.add(response)
    streams.set(user, set)
    request.on('close', () => set.delete(response))
    return
  }
  if (request.method === 'POST' && url.pathname === '/post') {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { messageId, userIds, consultationId } = JSON.parse(body)
      const text = `id: ${messageId}\nevent: message\ndata: ${JSON.stringify({ consultationId, messageId })}\n\n`
      for (const user of userIds) for (const stream of streams.get(user) ?? []) stream.write(text)
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id: messageId }))
    })
    return
  }
  response.writeHead(404).end()
})
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }))
process.on('SIGTERM', () => process.exit(0))
