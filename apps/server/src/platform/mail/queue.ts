import { z } from 'zod'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import { mailOutbox } from '../../db/schema'
import type { Clock } from '../clock'
import type { Work } from '../transaction'
import { mailTextKeyFor, renderMail, type MailTemplateName, type MailTemplates } from './templates'
import { assertHeaderSafe } from './transport'
import { mailWordingOf } from './wording'

/**
 * Puts a mail into the durable queue inside the caller's transaction: the mail exists exactly when
 * the change that caused it was committed, and sending (by the worker) never blocks or fails the
 * request. The worker is woken after the commit.
 */
export type MailQueue = {
  enqueue: <K extends MailTemplateName>(
    work: Work,
    mail: {
      to: string
      template: K
      data: MailTemplates[K]
      locale: MessageLocale
      /** The notification this mail announces: the worker skips the mail if it was read first. */
      notificationId?: string
    },
  ) => Promise<void>
}

const recipientSchema = z.email().max(254)

export function createMailQueue(clock: Clock, wake: () => void): MailQueue {
  return {
    enqueue: async (work, mail) => {
      const to = recipientSchema.parse(mail.to)
      const key = mailTextKeyFor(mail.template, mail.data)
      const wording = await mailWordingOf(work.db, key, mail.locale)
      const rendered = renderMail(mail.template, mail.data, mail.locale, wording)
      assertHeaderSafe(rendered.subject, 'subject')
      const now = clock.now()
      await work.db.insert(mailOutbox).values({
        createdAt: now,
        recipient: to,
        subject: rendered.subject,
        template: mail.template,
        textBody: rendered.text,
        htmlBody: rendered.html,
        status: 'pending',
        nextAttemptAt: now,
        notificationId: mail.notificationId ?? null,
      })
      work.afterCommit(wake)
    },
  }
}
