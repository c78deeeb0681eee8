import { and, eq } from 'drizzle-orm'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { MailTextKey } from '@konzilium/contract/texts/mail-texts'
import type { Database } from '../../db/client'
import { texts } from '../../db/schema'
import type { MailWording } from './templates'

/**
 * An administrator's wording of an editable mail in one language (ADR 038), read when the mail is
 * queued so a saved change applies to the next mail; none (the built-in wording) for other mails.
 * Saving checked its placeholders, so an override always renders.
 */
export async function mailWordingOf(
  db: Database,
  key: MailTextKey | undefined,
  locale: MessageLocale,
): Promise<MailWording | undefined> {
  if (!key) return undefined
  const [row] = await db
    .select({ title: texts.title, body: texts.body })
    .from(texts)
    .where(and(eq(texts.key, key), eq(texts.locale, locale)))
  return row
}
