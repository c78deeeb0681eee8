import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { mailStatuses } from '@konzilium/contract/diagnostics'
import { notificationTypes } from '@konzilium/contract/notifications'
import { at, id } from './columns'
import { oneOf } from './one-of'

/** How a notification is e-mailed (the recipient's delivery for its kind); null: not at all. */
export const notificationEmails = ['immediate', 'digest'] as const

/**
 * Durable mail queue (ADR 007). Bodies are cleared once SMTP accepted the mail; in the dev outbox
 * (no SMTP configured) they stay so an admin can read them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    createdAt: at('created_at').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    status: text('status', { enum: mailStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /** The notification this mail announces: not sent if it was read in the app first. */
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_idx').on(table.createdAt),
    oneOf('mail_outbox_status_check', table.status, mailStatuses),
  ],
)

/**
 * In-app notifications of a user (title, description, type, date, hidden). Title and description
 * are catalogue keys with parameters, rendered in the reader's language; they never hold patient
 * data, only a link to the object (which the reader opens under its own scope).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: notificationTypes }).notNull(),
    event: text('event').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    hiddenAt: at('hidden_at'),
    /** How it is e-mailed: at once or in the daily digest; null when not at all. */
    email: text('email', { enum: notificationEmails }),
    emailedAt: at('emailed_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_digest_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.email} = 'digest' and ${table.emailedAt} is null`),
    oneOf('notifications_type_check', table.type, notificationTypes),
    oneOf('notifications_email_check', table.email, notificationEmails),
  ],
)
