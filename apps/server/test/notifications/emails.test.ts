import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { notificationPreferencesOf, type EmailDelivery } from '@konzilium/contract/users'
import { mailOutbox, notifications, userPreferences } from '../../src/db/schema'
import { notify } from '../../src/features/notifications'
import { sendNotificationDigests } from '../../src/features/notifications/digest'
import { transaction } from '../../src/platform/transaction'
import { createTestApp, type TestApp } from '../helpers/app'
import { callAs, createSignedIn } from '../helpers/accounts'

/**
 * Notification e-mails as each user chose per kind (Settings, ADR 036): at once, in the daily
 * digest, or not at all; a notification read in the app before its mail's turn is not e-mailed.
 */
let t: TestApp
type Signed = Awaited<ReturnType<typeof createSignedIn>>
let admin: Signed

beforeAll(async () => {
  t = await createTestApp()
  admin = await createSignedIn(t, 'admin')
})
afterAll(async () => {
  await t.close()
})

const services = () => t.app.konzilium.services

async function doctorWith(announcements: EmailDelivery): Promise<Signed> {
  const doctor = await createSignedIn(t, 'peripheral_doctor')
  const saved = await callAs(t, doctor, 'PUT', `/api/users/${doctor.id}/preferences`, {
    theme: 'light',
    language: 'cs',
    notifications: { ...notificationPreferencesOf({}), announcements },
  })
  expect(saved.statusCode, saved.body).toBe(200)
  return doctor
}

async function announce(title: string) {
  const response = await callAs(t, admin, 'POST', '/api/notifications/save', {
    announcement: {
      audience: { kind: 'role', role: 'peripheral_doctor' },
      title: { cs: title, en: `${title} (en)` },
      text: { cs: 'Podrobnosti v aplikaci.', en: 'Details in the app.' },
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}

const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))

describe('notification e-mails by preference', () => {
  it('mails at once, gathers in the digest, or leaves out, as each user chose', async () => {
    const now = await doctorWith('immediate')
    const daily = await doctorWith('digest')
    const never = await doctorWith('off')
    await announce('Odstávka v sobotu')

    const mail = await t.mailbox.waitFor(now.email)
    expect(mail.subject).toBe('Nové oznámení v Konziliu')
    expect(mail.text).toContain('Odstávka v sobotu')
    expect(mail.text).toContain('Podrobnosti v aplikaci.')
    expect(mail.text).toContain('https://konzilium.test/app')
    expect(await mailsTo(daily.email)).toEqual([])
    expect(await mailsTo(never.email)).toEqual([])

    // Not a day old yet: no digest.
    expect(await sendNotificationDigests(services())).toBe(0)
    await announce('Nový formulář DLQI')
    // A day later (the waiting notifications are dated back; the digest reads the app's clock).
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(t.clock.now().getTime() - 25 * 3600_000) })
      .where(eq(notifications.userId, daily.id))
    expect(await sendNotificationDigests(services())).toBeGreaterThanOrEqual(1)
    const digest = await t.mailbox.waitFor(daily.email)
    expect(digest.subject).toBe('Přehled oznámení z Konzilia')
    expect(digest.text).toContain('Odstávka v sobotu')
    expect(digest.text).toContain('Nový formulář DLQI')
    // Sent once: the next run finds nothing waiting for this user.
    const before = (await mailsTo(daily.email)).length
    await sendNotificationDigests(services())
    expect(await mailsTo(daily.email)).toHaveLength(before)
    expect(await mailsTo(never.email)).toEqual([])
    // Every one of them still has the notifications in the app.
    for (const who of [now, daily, never]) {
      const list = await callAs(t, who, 'GET', '/api/notifications')
      expect(list.json<{ total: number }>().total).toBe(2)
    }
  })

  it('does not mail a notification read in the app before its mail was sent', async () => {
    const doctor = await doctorWith('immediate')
    // Queued and read in one step: the worker finds it read when its turn comes.
    await transaction(services().db, async (work) => {
      const [created] = await notify(services(), work, [
        {
          userId: doctor.id,
          type: 'info',
          event: 'announcement',
          params: { 'title.cs': 'Přečteno v aplikaci', 'title.en': 'Read in the app' },
        },
      ])
      if (!created) throw new Error('no notification')
      expect(created.email).toBe('immediate')
      await work.db
        .update(notifications)
        .set({ readAt: t.clock.now() })
        .where(eq(notifications.id, created.id))
    })
    const worker = t.app.konzilium.mailWorker
    worker.wake()
    await worker.idle()
    const [queued] = await mailsTo(doctor.email)
    expect(queued?.status).toBe('skipped')
    expect(queued?.textBody).toBeNull()
    expect(t.mailbox.received.some((mail) => mail.to === doctor.email)).toBe(false)

    // The digest leaves out what was read too.
    const reader = await doctorWith('digest')
    await announce('Přečtu si to hned')
    await t.database.db
      .update(notifications)
      .set({ readAt: t.clock.now(), createdAt: new Date(t.clock.now().getTime() - 25 * 3600_000) })
      .where(and(eq(notifications.userId, reader.id)))
    await sendNotificationDigests(services())
    expect(await mailsTo(reader.email)).toEqual([])
  })

  it('migrates the stored switches into deliveries (migration 0028)', async () => {
    const doctor = await createSignedIn(t, 'center_doctor')
    const statements = readFileSync(
      new URL('../../drizzle/0028_notification_emails.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint')
    const update = statements.at(-1) ?? ''
    expect(update).toContain('UPDATE "user_preferences"')
    const migrated = await transaction(services().db, async (work) => {
      await work.db.insert(userPreferences).values({
        userId: doctor.id,
        theme: 'light',
        language: 'cs',
        notifications: {
          referralEmails: false,
          consultationEmails: true,
          securityEmails: false,
        } as never,
      })
      await work.db.execute(sql.raw(update))
      const [row] = await work.db
        .select({ notifications: userPreferences.notifications })
        .from(userPreferences)
        .where(eq(userPreferences.userId, doctor.id))
      // Only this row is of interest: the others are left as they were.
      throw Object.assign(new Error('rolled back'), { row })
    }).catch((error: unknown) => (error as { row?: { notifications: unknown } }).row)
    expect(migrated?.notifications).toEqual({
      referrals: 'off',
      consultations: 'immediate',
      accounts: 'immediate',
      announcements: 'digest',
      securityEmails: false,
    })
  })

  it('reads preferences of the old shape as the defaults of the new one', () => {
    expect(
      notificationPreferencesOf({
        referralEmails: false,
        consultationEmails: true,
        securityEmails: false,
      }),
    ).toEqual({
      referrals: 'immediate',
      consultations: 'immediate',
      questionnaires: 'immediate',
      accounts: 'immediate',
      announcements: 'digest',
      securityEmails: false,
    })
    expect(notificationPreferencesOf({ referrals: 'off', announcements: 'weekly' })).toMatchObject({
      referrals: 'off',
      announcements: 'digest',
    })
  })
})
