import { desc, eq, type SQL } from 'drizzle-orm'
import type { EvaluationLink, EvaluationLinkState } from '@konzilium/contract/evaluation'
import type { Database } from '../../db/client'
import { personNameColumns, personRefOf } from '../../db/person-name'
import { evaluationLinks, users } from '../../db/schema'

export type EvaluationLinkRow = typeof evaluationLinks.$inferSelect

/** A link's state now: revoked and used are final; an unused link past its time is expired. */
export function linkStateOf(
  row: Pick<EvaluationLinkRow, 'usedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): EvaluationLinkState {
  if (row.usedAt) return 'used'
  if (row.revokedAt) return 'revoked'
  if (row.expiresAt <= now) return 'expired'
  return 'waiting'
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The links that meet `where` with who sent them, the newest first, as the contract shows them. */
export async function linksWhere(
  db: Database,
  where: SQL | undefined,
  now: Date,
  limit: number,
): Promise<EvaluationLink[]> {
  const rows = await db
    .select({ link: evaluationLinks, author: personNameColumns(users), authorId: users.id })
    .from(evaluationLinks)
    .leftJoin(users, eq(users.id, evaluationLinks.createdById))
    .where(where)
    .orderBy(desc(evaluationLinks.createdAt), desc(evaluationLinks.id))
    .limit(limit)
  return rows.map(({ link, author, authorId }) => ({
    id: link.id,
    patientId: link.patientId,
    questionnaire: link.questionnaire,
    language: link.language,
    delivery: link.delivery,
    state: linkStateOf(link, now),
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    usedAt: iso(link.usedAt),
    revokedAt: iso(link.revokedAt),
    createdBy: authorId && author ? personRefOf(authorId, author) : null,
    formId: link.formId,
  }))
}

/** One link by id, as `linksWhere` shows it. */
export async function linkById(db: Database, id: string, now: Date): Promise<EvaluationLink> {
  const [link] = await linksWhere(db, eq(evaluationLinks.id, id), now, 1)
  if (!link) throw new Error('The questionnaire link was not found after writing it')
  return link
}
