import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ConsultationList,
  listConsultationsQuerySchema,
} from '@konzilium/contract/consultations'
import { consultations } from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import { pagedAnswer } from '../../platform/paged-list'
import type { Services } from '../../platform/services'
import { hasUnread, selectSummaries, toSummaries } from './repo'

/**
 * `GET /api/consultations`: the caller's consultations, the most recently active first. A list
 * shows subjects and patients' names; it is not audited as a read of each record, as the subject
 * and name alone are what the participant saw when taking part (the detail and messages are).
 */
export async function listConsultations(
  s: Services,
  auth: AuthContext,
  query: z.output<typeof listConsultationsQuerySchema>,
): Promise<ConsultationList> {
  const conditions: (SQL | undefined)[] = [
    query.state ? eq(consultations.state, query.state) : undefined,
    query.patientId ? eq(consultations.patientId, query.patientId) : undefined,
    query.referralId ? eq(consultations.referralId, query.referralId) : undefined,
    // Part of the subject, case and diacritics ignored (a literal match: no pattern characters).
    query.q
      ? sql`strpos(czech_search_key(${consultations.subject}), czech_search_key(${query.q})) > 0`
      : undefined,
    query.unreadOnly ? hasUnread(auth.userId) : undefined,
  ]
  const where = and(...conditions)
  const rows = await selectSummaries(s.db, auth, where)
    .orderBy(desc(consultations.lastActivityAt), desc(consultations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await s.db
    .select({ n: count() })
    .from(selectSummaries(s.db, auth, where).as('matching'))
  return pagedAnswer(query, await toSummaries(s.db, rows), total?.n ?? 0)
}
