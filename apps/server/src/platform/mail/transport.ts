import type { Transporter } from 'nodemailer'
import type { Logger } from '../logging'

/**
 * Where mail goes: SMTP (`SMTP_URL`, nodemailer) or, with no SMTP configured, the dev outbox: the
 * mail stays in the database for an admin to read, and outside production it is also printed to
 * the log so a developer can follow links without a mail server.
 */
export type OutgoingMail = { to: string; subject: string; text: string; html: string }
export type MailTransport = {
  kind: 'smtp' | 'dev_outbox'
  send: (mail: OutgoingMail) => Promise<void>
  close: () => void
}

/** Header values must be one line: CR or LF would let a value start a new header. */
export function assertHeaderSafe(value: string, what: string) {
  if (/[\r\n\0]/.test(value)) throw new Error(`${what} contains a line break`)
}

export function createMailTransport(
  options: { smtpUrl: string | undefined; from: string; printToLog: boolean },
  log: Logger,
): MailTransport {
  assertHeaderSafe(options.from, 'MAIL_FROM')
  if (!options.smtpUrl) {
    return {
      kind: 'dev_outbox',
      send: async (mail) => {
        if (options.printToLog) {
          log.info(
            { mailTo: mail.to, subject: mail.subject, text: mail.text },
            'dev outbox: no SMTP_URL configured, so this mail was not sent; it is printed here because NODE_ENV is not production',
          )
        }
        await Promise.resolve()
      },
      close: () => undefined,
    }
  }
  const smtpUrl = options.smtpUrl
  // nodemailer is loaded with the first mail, not at server start (ADR 012).
  let transporter: Transporter | undefined
  return {
    kind: 'smtp',
    send: async (mail) => {
      assertHeaderSafe(mail.to, 'recipient')
      assertHeaderSafe(mail.subject, 'subject')
      if (!transporter) {
        const { default: nodemailer } = await import('nodemailer')
        transporter ??= nodemailer.createTransport(smtpUrl)
      }
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        disableFileAccess: true,
        disableUrlAccess: true,
      })
    },
    close: () => {
      transporter?.close()
      transporter = undefined
    },
  }
}
