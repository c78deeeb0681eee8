#!/usr/bin/env node
// A mailbox for the end-to-end tests: a real SMTP server on loopback that keeps every mail it
// receives in memory, and an HTTP endpoint on loopback from which tests read them
// (`GET /messages?to=...`). The e2e server sends to it with SMTP_URL; tests take codes and links
// from the delivered mail, never from the database (ADR 003: real parts).
import http from 'node:http'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.env.MAILBOX_SMTP_PORT ?? 3125)
const httpPort = Number(process.env.MAILBOX_HTTP_PORT ?? 3126)
const host = '127.0.0.1'

/** @type {{ id: number, to: string, subject: string, text: string, html: string, receivedAt: string }[]} */
const messages = []

function decodeQuotedPrintable(value) {
  const bytes = []
  const text = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeEncodedWords(value) {
  return value.replace(/\s*=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind, data) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function headersOf(block) {
  const headers = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const index = line.indexOf(':')
    if (index > 0) headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim()
  }
  return headers
}

function decodeBody(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** Just enough MIME for what nodemailer sends: text and HTML in one multipart/alternative. */
function parseMail(raw) {
  const split = raw.indexOf('\r\n\r\n')
  const headers = headersOf(raw.slice(0, split))
  const body = raw.slice(split + 4)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  const parts = []
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      const at = chunk.indexOf('\r\n\r\n')
      if (at < 0) continue
      const partHeaders = headersOf(chunk.slice(0, at))
      parts.push({
        type: partHeaders['content-type'] ?? '',
        content: decodeBody(partHeaders, chunk.slice(at + 4).replace(/\r\n$/, '')),
      })
    }
  } else
    parts.push({
      type: headers['content-type'] ?? 'text/plain',
      content: decodeBody(headers, body),
    })
  return {
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
  }
}

const smtp = new SMTPServer({
  // Plain SMTP on loopback: no STARTTLS offered (nodemailer would try to upgrade), no AUTH.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  size: 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      const mail = parseMail(Buffer.concat(chunks).toString('utf8'))
      for (const recipient of session.envelope.rcptTo) {
        messages.push({
          id: messages.length + 1,
          to: recipient.address.toLowerCase(),
          ...mail,
          receivedAt: new Date().toISOString(),
        })
      }
      callback()
    })
  },
})

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`)
  if (request.method === 'GET' && url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
    return
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase()
    const found = to ? messages.filter((message) => message.to === to) : messages
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
    return
  }
  response.writeHead(404).end()
})

smtp.listen(smtpPort, host, () => {
  api.listen(httpPort, host, () => {
    console.log(`mailbox: SMTP on ${host}:${smtpPort}, messages on http://${host}:${httpPort}`)
  })
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.close()
    smtp.close(() => process.exit(0))
  })
}
