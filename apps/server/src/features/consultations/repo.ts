import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  MESSAGE_EXCERPT_LENGTH,
  type ConsultationMessage,
  type ConsultationSummary,
  type Participant,
} from '@konzilium/contract/consultations'
import { formatPersonName } from '@konzilium/contract/czech'
import type { Database } from '../../db/client'
import { personNameColumns, personRefOf, type NameParts } from '../../db/person-name'
import {
  consultationAttachments,
  consultationMessages,
  consultationParticipants,
  consultations,
  files,
  patients,
  users,
} from '../../db/schema'
import type { AuthContext } from '../../platform/auth/access'
import { textUpTo } from '../../platform/files/file-name'
import { consultationScope } from './scope'

const creator = alias(users, 'creator')
const author = alias(users, 'author')
const systemPerson = alias(users, 'system_person')
const own = alias(consultationParticipants, 'own_participant')

const iso = (value: Date | string) => new Date(value).toISOString()

/** Messages of others after the caller's read mark (system messages are not counted). */
const unreadCount = (userId: string) =>
  sql<number>`(select count(*) from ${consultationMessages} where ${consultationMessages.consultationId} = ${consultations.id} and ${consultationMessages.seq} > ${own.readUpToSeq} and ${consultationMessages.kind} = 'message' and ${consultationMessages.authorId} is distinct from ${userId})`.mapWith(
    Number,
  )

/** The row's consultation has messages the caller has not read. */
export const hasUnread = (userId: string): SQL =>
  sql`exists (select 1 from ${consultationMessages} where ${consultationMessages.consultationId} = ${consultations.id} and ${consultationMessages.seq} > ${own.readUpToSeq} and ${consultationMessages.kind} = 'message' and ${consultationMessages.authorId} is distinct from ${userId})`

const participantCount =
  sql<number>`(select count(*) from ${consultationParticipants} where ${consultationParticipants.consultationId} = ${consultations.id} and ${consultationParticipants.leftAt} is null)`.mapWith(
    Number,
  )

/**
 * The consultations the caller takes part in (the scope of `action`) as lists show them, with the
 * caller's own participant row joined for the read mark; add conditions, order and paging.
 */
export function selectSummaries(db: Database, auth: AuthContext, where?: SQL) {
  return db
    .select({
      id: consultations.id,
      subject: consultations.subject,
      state: consultations.state,
      patientId: consultations.patientId,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      referralId: consultations.referralId,
      createdById: consultations.createdById,
      creator: personNameColumns(creator),
      createdAt: consultations.createdAt,
      closedAt: consultations.closedAt,
      lastActivityAt: consultations.lastActivityAt,
      unreadCount: unreadCount(auth.userId),
      participantCount,
    })
    .from(consultations)
    .innerJoin(
      own,
      and(
        eq(own.consultationId, consultations.id),
        eq(own.userId, auth.userId),
        isNull(own.leftAt),
      ),
    )
    .innerJoin(creator, eq(creator.id, consultations.createdById))
    .leftJoin(patients, eq(patients.id, consultations.patientId))
    .where(and(consultationScope(auth, 'consultations.read'), where))
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number]

/** The newest message of each consultation, for the list. */
async function lastMessagesOf(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, ConsultationSummary['lastMessage']>()
  const rows = await db
    .selectDistinctOn([consultationMessages.consultationId], {
      consultationId: consultationMessages.consultationId,
      id: consultationMessages.id,
      kind: consultationMessages.kind,
      text: consultationMessages.text,
      createdAt: consultationMessages.createdAt,
      authorId: consultationMessages.authorId,
      author: personNameColumns(author),
      hasAttachments: sql<boolean>`exists (select 1 from ${consultationAttachments} where ${consultationAttachments.messageId} = ${consultationMessages.id})`,
    })
    .from(consultationMessages)
    .leftJoin(author, eq(author.id, consultationMessages.authorId))
    .where(inArray(consultationMessages.consultationId, ids))
    .orderBy(consultationMessages.consultationId, desc(consultationMessages.seq))
  return new Map(
    rows.map((row) => [
      row.consultationId,
      {
        id: row.id,
        kind: row.kind,
        author: personOrNull(row.authorId, row.author),
        excerpt: textUpTo(row.text, MESSAGE_EXCERPT_LENGTH),
        at: iso(row.createdAt),
        hasAttachments: row.hasAttachments,
      },
    ]),
  )
}

/** A person of a left join: null when there is none (a system message without an actor). */
function personOrNull(id: string | null, name: NameParts | null) {
  return id === null || name === null ? null : personRefOf(id, name)
}

/** Rows of `selectSummaries` as the contract's summaries, each with its newest message. */
export async function toSummaries(
  db: Database,
  rows: SummaryRow[],
): Promise<ConsultationSummary[]> {
  const last = await lastMessagesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    state: row.state,
    patient:
      row.patientId && row.patientFirstName !== null && row.patientLastName !== null
        ? {
            id: row.patientId,
            displayName: formatPersonName({
              firstName: row.patientFirstName,
              lastName: row.patientLastName,
            }),
          }
        : null,
    referralId: row.referralId,
    createdBy: personRefOf(row.createdById, row.creator),
    createdAt: iso(row.createdAt),
    closedAt: row.closedAt ? iso(row.closedAt) : null,
    lastActivityAt: iso(row.lastActivityAt),
    lastMessage: last.get(row.id) ?? null,
    unreadCount: row.unreadCount,
    participantCount: row.participantCount,
  }))
}

/** One consultation the caller takes part in, as a summary, or null (out of scope). */
export async function findSummary(db: Database, auth: AuthContext, id: string) {
  const rows = await selectSummaries(db, auth, eq(consultations.id, id))
  const [summary] = await toSummaries(db, rows)
  return summary ?? null
}

/** The participants now, with their read marks as message ids, in the order they joined. */
export async function participantsOf(db: Database, id: string): Promise<Participant[]> {
  const readMessage = alias(consultationMessages, 'read_message')
  const rows = await db
    .select({
      userId: consultationParticipants.userId,
      name: personNameColumns(users),
      role: users.role,
      joinedAt: consultationParticipants.joinedAt,
      readUpTo: readMessage.id,
      lastReadAt: consultationParticipants.lastReadAt,
    })
    .from(consultationParticipants)
    .innerJoin(users, eq(users.id, consultationParticipants.userId))
    .leftJoin(readMessage, eq(readMessage.seq, consultationParticipants.readUpToSeq))
    .where(
      and(eq(consultationParticipants.consultationId, id), isNull(consultationParticipants.leftAt)),
    )
    .orderBy(asc(consultationParticipants.joinedAt), asc(consultationParticipants.userId))
  return rows.map((row) => ({
    person: personRefOf(row.userId, row.name),
    role: row.role,
    joinedAt: iso(row.joinedAt),
    readUpTo: row.readUpTo,
    lastReadAt: row.lastReadAt ? iso(row.lastReadAt) : null,
  }))
}

/** Messages selected by `where`, in `order`, at most `limit`, as the contract shows them. */
export async function messagesWhere(
  db: Database,
  where: SQL,
  order: 'asc' | 'desc',
  limit: number,
): Promise<(ConsultationMessage & { seq: number })[]> {
  const rows = await db
    .select({
      id: consultationMessages.id,
      seq: consultationMessages.seq,
      kind: consultationMessages.kind,
      text: consultationMessages.text,
      createdAt: consultationMessages.createdAt,
      authorId: consultationMessages.authorId,
      author: personNameColumns(author),
      systemEvent: consultationMessages.systemEvent,
      systemPersonId: consultationMessages.systemPersonId,
      systemPerson: personNameColumns(systemPerson),
    })
    .from(consultationMessages)
    .leftJoin(author, eq(author.id, consultationMessages.authorId))
    .leftJoin(systemPerson, eq(systemPerson.id, consultationMessages.systemPersonId))
    .where(where)
    .orderBy(order === 'asc' ? asc(consultationMessages.seq) : desc(consultationMessages.seq))
    .limit(limit)
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    seq: row.seq,
    kind: row.kind,
    author: personOrNull(row.authorId, row.author),
    text: row.text,
    system: row.systemEvent
      ? { event: row.systemEvent, person: personOrNull(row.systemPersonId, row.systemPerson) }
      : null,
    attachments: attachments.get(row.id) ?? [],
    createdAt: iso(row.createdAt),
  }))
}

async function attachmentsOf(db: Database, messageIds: string[]) {
  const byMessage = new Map<string, ConsultationMessage['attachments']>()
  if (messageIds.length === 0) return byMessage
  const rows = await db
    .select({
      messageId: consultationAttachments.messageId,
      id: files.id,
      fileName: files.originalName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(consultationAttachments)
    .innerJoin(files, eq(files.id, consultationAttachments.fileId))
    .where(inArray(consultationAttachments.messageId, messageIds))
    .orderBy(asc(files.createdAt), asc(files.id))
  for (const { messageId, ...file } of rows) {
    if (messageId === null) continue
    const list = byMessage.get(messageId) ?? []
    list.push({
      ...file,
      contentType: file.contentType as ConsultationMessage['attachments'][number]['contentType'],
    })
    byMessage.set(messageId, list)
  }
  return byMessage
}
