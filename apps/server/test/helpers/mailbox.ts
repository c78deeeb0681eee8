import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps what it receives. Tests read codes and links from the
 * delivered mail, never from the database (ADR 003: real parts).
 */
export type ReceivedMail = { to: string; subject: string; text: string; html: string; raw: string }

export type Mailbox = {
  url: string
  received: ReceivedMail[]
  waitFor: (
    to: string,
    options?: { subject?: RegExp; after?: number; timeoutMs?: number },
  ) => Promise<ReceivedMail>
  close: () => Promise<void>
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
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

function decodeEncodedWords(value: string): string {
  return value.replace(/\s*=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  )
}

function headersOf(block: string): Record<string, string> {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of unfolded.split(/\r?\n/)) {
    const index = line.indexOf(':')
    if (index > 0) headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim()
  }
  return headers
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** Just enough MIME for what nodemailer sends: one level of multipart/alternative. */
export function parseMail(raw: string, to: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n')
  const headers = headersOf(raw.slice(0, split))
  const body = raw.slice(split + 4)
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  const parts: { type: string; content: string }[] = []
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
    to,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
    raw,
  }
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        for (const recipient of session.envelope.rcptTo)
          received.push(parseMail(raw, recipient.address.toLowerCase()))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: async (to, options = {}) => {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000)
      const after = options.after ?? 0
      for (;;) {
        const found = received
          .slice(after)
          .find(
            (mail) =>
              mail.to === to.toLowerCase() &&
              (!options.subject || options.subject.test(mail.subject)),
          )
        if (found) return found
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to} arrived (${received.length} received)`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  }
}

/** `.../activate-account?code=...&type=...` from a mail. */
export function activationLinkIn(mail: ReceivedMail): { url: string; code: string; type: string } {
  const match = /(https?:\/\/\S+\/activate-account\?code=([A-Za-z0-9_-]+)&type=([a-z-]+))/.exec(
    mail.text,
  )
  if (!match) throw new Error(`no activation link in: ${mail.text}`)
  return { url: match[1] ?? '', code: match[2] ?? '', type: match[3] ?? '' }
}

/** The 6-digit reset code of a mail. */
export function resetCodeIn(mail: ReceivedMail): string {
  const match = /^(\d{6})$/m.exec(mail.text)
  if (!match) throw new Error(`no code in: ${mail.text}`)
  return match[1] ?? ''
}
