import { and, asc, desc, eq, gte, lt, sql, type SQL, type WithSubquery } from 'drizzle-orm'
import type { ListReferralsQuery, ReferralList, ReferralSort } from '@konzilium/contract/referrals'
import type { Database } from '../../db/client'
import { prefixMatch, searchPrefixes } from '../../db/czech-text'
import {
  auditedPageStatements,
  keptPageTotal,
  pageTotal,
  readAuditedPage,
} from '../../db/lists/audited-page'
import {
  filledPage,
  filterOn,
  listRequest,
  pageBounds,
  placeholders,
  prefixPlaceholders,
  preparedLists,
} from '../../db/lists/statements'
import { centerReferralCounts, patients, referralRequests, urgencyRank } from '../../db/schema'
import { clinicalAccessValues, clinicalListAudit } from '../../platform/audit'
import { scopeOf, type AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { callerCenterId } from '../../platform/auth/caller-center'
import { pagedAnswer } from '../../platform/paged-list'
import { selectReferralSummaries, toReferralSummary } from './repo'
import { referralScope } from './scope'

function orderBy(sort: ReferralSort): SQL[] {
  if (sort === 'waiting')
    return [desc(urgencyRank), asc(referralRequests.createdAt), asc(referralRequests.id)]
  const direction = sort.startsWith('-') ? desc : asc
  const key = sort.replace(/^-/, '')
  const column =
    key === 'urgency'
      ? urgencyRank
      : key === 'patient'
        ? patients.nameSortKey
        : key === 'state'
          ? referralRequests.state
          : referralRequests.createdAt
  return [direction(column), desc(referralRequests.createdAt), asc(referralRequests.id)]
}

/**
 * A referral list request as the shape of its statements (the caller's role, box, filters, search
 * words, sort) and the values they take, by placeholder name (db/lists/README.md).
 */
function referralListRequest(
  auth: Pick<AuthContext, 'userId' | 'role'>,
  query: ListReferralsQuery,
) {
  return listRequest({
    choices: { role: auth.role, box: query.box, sort: query.sort },
    filters: {
      state: query.state,
      centerId: query.centerId,
      urgency: query.urgency,
      createdFrom: query.createdFrom,
      createdTo: query.createdTo,
      patientId: query.patientId,
    },
    prefixes: query.q ? searchPrefixes(query.q) : [],
    page: query.page,
    pageSize: query.pageSize,
    values: { userId: auth.userId },
  })
}

type ListShape = ReturnType<typeof referralListRequest>['shape']

/** The placeholders of the list's statements: the values of its requests, by name. */
const placeholder = placeholders<ReturnType<typeof referralListRequest>['values']>()

/** The statements of one list shape, with placeholders, prepared once (db/lists/). */
function buildReferralList(db: Database, shape: ListShape) {
  const filter = filterOn(shape.filters)
  const page = pageBounds(shape)
  const caller = { role: shape.role, userId: placeholder.value('userId') }
  const where = and(
    referralScope(caller, 'referrals.read'),
    shape.box === 'inbox' ? eq(referralRequests.toCenterId, callerCenterId(caller)) : undefined,
    shape.box === 'outbox' ? eq(referralRequests.fromDoctorId, caller.userId) : undefined,
    filter('state', (value) => eq(referralRequests.state, value)),
    filter('centerId', (value) => eq(referralRequests.toCenterId, value)),
    filter('urgency', (value) => eq(referralRequests.urgency, value)),
    filter('createdFrom', (value) => gte(referralRequests.createdAt, sql`${value}::date`)),
    filter('createdTo', (value) => lt(referralRequests.createdAt, sql`(${value}::date + 1)`)),
    filter('patientId', (value) => eq(referralRequests.patientId, value)),
    prefixMatch(prefixPlaceholders(shape.words), [
      patients.lastNameSearch,
      patients.firstNameSearch,
    ]),
  )
  // A centre's whole inbox is counted by the triggers of migration 0009: its total is one row;
  // the whole platform's list (an admin's) is the sum of the centres' rows.
  const scope = scopeOf(caller, 'referrals.read')
  const unfiltered = shape.filters.size === 0 && shape.words === 0
  const wholeInbox = scope === 'center' && shape.box !== 'outbox' && unfiltered
  const wholePlatform = scope === 'all' && shape.box === undefined && unfiltered
  const keptTotal = (ctes: WithSubquery[]) =>
    db
      .with(...ctes)
      .select(keptPageTotal(centerReferralCounts.referrals))
      .from(centerReferralCounts)
  // Otherwise only a search needs the patient's name; without one the count stays on the
  // referrals' own indexes (an index-only scan of the centre's or the doctor's referrals).
  const counted = (ctes: WithSubquery[]) =>
    wholeInbox
      ? keptTotal(ctes).where(eq(centerReferralCounts.centerId, callerCenterId(caller)))
      : wholePlatform
        ? keptTotal(ctes)
        : shape.words > 0
          ? db
              .with(...ctes)
              .select(pageTotal())
              .from(referralRequests)
              .innerJoin(patients, eq(patients.id, referralRequests.patientId))
              .where(where)
          : db
              .with(...ctes)
              .select(pageTotal())
              .from(referralRequests)
              .where(where)
  return auditedPageStatements(
    db,
    {
      rows: (ctes, total) =>
        selectReferralSummaries(db, ctes, total)
          .where(where)
          .orderBy(...orderBy(shape.sort))
          .limit(page.limit)
          .offset(page.offset),
      counted,
    },
    clinicalListAudit(db, {
      action: 'referrals.listed',
      targetType: 'referral-list',
      shownKey: 'count',
      // A referral shows its patient: the row names the referrals' patients, each once.
      shownPatientPath: 'patient.id',
    }),
  )
}

const referralLists = preparedLists(buildReferralList)

/**
 * The SQL of a referral list page (rows, total) as the app runs it for this caller and query: the
 * benchmark runs exactly these through a bare server (bench/clinical-lists.mjs).
 */
export function referralListQueries(
  db: Database,
  auth: Pick<AuthContext, 'userId' | 'role'>,
  query: ListReferralsQuery,
) {
  return filledPage(referralLists(db, referralListRequest(auth, query)))
}

export async function listReferrals(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: ListReferralsQuery,
): Promise<ReferralList> {
  const { rows, total } = await readAuditedPage(
    referralLists(s.db, referralListRequest(auth, query)),
    // The search text as typed (the audit trail is read by admins only).
    clinicalAccessValues(ctx.audit, auth, { box: query.box ?? null, search: query.q ?? null }),
  )
  return pagedAnswer(
    query,
    rows.map((row) => toReferralSummary(row, auth.role)),
    total,
  )
}
