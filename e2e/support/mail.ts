import { expect } from '@playwright/test'
import { mailboxHttpPort } from '../../playwright.config'

/** A mail as the loopback mailbox received it (e2e/support/mailbox.mjs). */
export interface ReceivedMail {
  id: number
  to: string
  subject: string
  text: string
  html: string
  receivedAt: string
}

const mailboxUrl = `http://127.0.0.1:${mailboxHttpPort}`

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl}/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as ReceivedMail[]
}

/**
 * Waits for a mail to `address` (whose subject matches, when given) that arrived after the mails
 * counted in `after`; the server's queue sends within a moment of the request.
 */
export async function waitForMail(
  address: string,
  options: { subject?: RegExp; after?: number } = {},
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(address)).slice(options.after ?? 0)
        found = mails.find((mail) => !options.subject || options.subject.test(mail.subject))
        return found !== undefined
      },
      { timeout: 15_000, message: `a mail to ${address}` },
    )
    .toBe(true)
  if (!found) throw new Error(`no mail to ${address}`)
  return found
}

/** The activation link of an invitation or registration mail, as a path on the test server. */
export function activationLinkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/[^\s/]+(\/activate-account\?code=[A-Za-z0-9_-]+&type=[a-z-]+)/.exec(
    mail.text,
  )
  if (!match?.[1]) throw new Error(`no activation link in: ${mail.text}`)
  return match[1]
}

/** The six-digit code of a password reset mail. */
export function resetCodeIn(mail: ReceivedMail): string {
  const match = /^\s*(\d{6})\s*$/m.exec(mail.text)
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`)
  return match[1]
}
