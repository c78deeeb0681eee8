import { AsyncResource } from 'node:async_hooks'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { mailOutbox, notifications } from '../../db/schema'
import type { Clock } from '../clock'
import { describeErrorSafely } from '../database-errors'
import type { Logger } from '../logging'
import type { MailTransport } from './transport'
import { executeRows } from '../../db/raw'

/**
 * Drains the mail queue: claims due mails with `FOR UPDATE SKIP LOCKED` (several instances never
 * take the same mail), sends them, and retries failures with exponential backoff (30 s, 1, 2, 4 ...
 * minutes, at most an hour apart) up to `MAX_ATTEMPTS`. A claim expires after 5 minutes, so a mail
 * held by a crashed instance is sent again. SMTP-delivered mails lose their bodies (codes inside).
 */
const BATCH = 10
const MAX_ATTEMPTS = 8
const CLAIM_SECONDS = 300

type Claimed = {
  id: string
  recipient: string
  subject: string
  text_body: string | null
  html_body: string | null
  attempts: number
  notification_id: string | null
}

export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** (attempts - 1), 3600)
}

function describeError(error: unknown): string {
  // A database error says only its code and table: its message may hold the mail's values.
  const message = describeErrorSafely(error)
  // Never keep credentials that a driver might echo from the SMTP URL.
  return message
    .replace(/\/\/[^@\s]*@/g, '//***@')
    .replace(/[\r\n]+/g, ' ')
    .slice(0, 500)
}

export function createMailWorker(deps: {
  db: Database
  clock: Clock
  transport: MailTransport
  log: Logger
  pollIntervalMs: number
}) {
  const { db, clock, transport, log } = deps
  let running: Promise<void> | null = null
  let again = false
  let stopped = true
  let timer: NodeJS.Timeout | undefined

  async function claim(): Promise<Claimed[]> {
    const now = clock.now()
    return executeRows<Claimed>(
      db,
      sql`
      update mail_outbox
         set status = 'sending', attempts = attempts + 1, locked_until = ${new Date(now.getTime() + CLAIM_SECONDS * 1000)}
       where id in (
         select id from mail_outbox
          where (status = 'pending' and next_attempt_at <= ${now})
             or (status = 'sending' and locked_until < ${now})
          order by next_attempt_at
          limit ${BATCH}
          for update skip locked)
      returning id, recipient, subject, text_body, html_body, attempts, notification_id`,
    )
  }

  /**
   * A mail announcing a notification is decided when its turn comes, not when it was queued: read
   * in the app meanwhile (a consultation message seen), it is not sent.
   */
  async function readMeanwhile(mail: Claimed): Promise<boolean> {
    if (!mail.notification_id) return false
    const [row] = await db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, mail.notification_id))
    return row?.readAt !== null && row?.readAt !== undefined
  }

  async function deliver(mail: Claimed) {
    if (await readMeanwhile(mail)) {
      await db
        .update(mailOutbox)
        .set({ status: 'skipped', lockedUntil: null, textBody: null, htmlBody: null })
        .where(eq(mailOutbox.id, mail.id))
      return
    }
    try {
      await transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body ?? '',
        html: mail.html_body ?? '',
      })
      const delivered =
        transport.kind === 'smtp'
          ? { status: 'sent' as const, sentAt: clock.now(), textBody: null, htmlBody: null }
          : { status: 'dev_outbox' as const, sentAt: clock.now() }
      await db
        .update(mailOutbox)
        .set({ ...delivered, lockedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, mail.id))
    } catch (error) {
      const finalAttempt = mail.attempts >= MAX_ATTEMPTS
      const lastError = describeError(error)
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, error: lastError },
        finalAttempt ? 'mail could not be sent; giving up' : 'mail could not be sent; will retry',
      )
      await db
        .update(mailOutbox)
        .set({
          status: finalAttempt ? 'failed' : 'pending',
          lastError,
          lockedUntil: null,
          nextAttemptAt: new Date(clock.now().getTime() + backoffSeconds(mail.attempts) * 1000),
        })
        .where(eq(mailOutbox.id, mail.id))
    }
  }

  async function drain() {
    do {
      again = false
      for (;;) {
        if (stopped) return
        const batch = await claim()
        for (const mail of batch) await deliver(mail)
        if (batch.length < BATCH) break
      }
    } while (shouldRepeat())
  }

  // The drain is the worker's own work: it runs in the async context the worker was made in, not in
  // that of the request whose commit woke it (a request's context ends with its answer).
  const drainApart = AsyncResource.bind(drain)

  // A wake() during the drain sets `again` from another async path: read it through a function.
  function shouldRepeat() {
    return again && !stopped
  }

  function wake() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drainApart()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail worker failed; it will try again')
      })
      .finally(() => {
        running = null
      })
  }

  return {
    wake,
    /** Resolves when the queue has nothing more to do right now (tests, shutdown). */
    idle: async () => {
      while (running) await running
    },
    start: () => {
      stopped = false
      timer = setInterval(wake, deps.pollIntervalMs)
      timer.unref()
      wake()
    },
    stop: async () => {
      stopped = true
      if (timer) clearInterval(timer)
      while (running) await running
      transport.close()
    },
  }
}
export type MailWorker = ReturnType<typeof createMailWorker>
