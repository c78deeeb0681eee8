import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './accounts'
import { centers } from './centers'
import { urgencies } from '@konzilium/contract/codes'
import { referralEventTypes, referralStates } from '@konzilium/contract/referrals'
import { at, id } from './columns'
import { oneOf, rankIn } from './one-of'
import { patients } from './patients'

/**
 * A referral request from a peripheral doctor to a centre (the referrals feature, ADR 017):
 * `pending` -> `accepted` | `denied` | `cancelled`, each terminal. A transition is one conditional
 * UPDATE (`where state = 'pending'`), so of concurrent accept, deny and cancel exactly one wins.
 * `indication` holds the clinical data with the scores recomputed by the server and their formula
 * versions; `redirected_from_id` links a referral made from a denied one (redirected to another
 * centre, or completed and sent again to the same one).
 */
export const referralRequests = pgTable(
  'referral_requests',
  {
    id: id(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    fromDoctorId: uuid('from_doctor_id')
      .notNull()
      .references(() => users.id),
    toCenterId: uuid('to_center_id')
      .notNull()
      .references(() => centers.id),
    state: text('state', { enum: referralStates }).notNull().default('pending'),
    diagnosis: text('diagnosis').notNull(),
    urgency: text('urgency', { enum: urgencies }).notNull(),
    indication: jsonb('indication').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    seenAt: at('seen_at'),
    seenByUserId: uuid('seen_by_user_id').references(() => users.id),
    decidedAt: at('decided_at'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id),
    assignedDoctorId: uuid('assigned_doctor_id').references(() => users.id),
    reasonCode: text('reason_code'),
    comment: text('comment'),
    redirectedFromId: uuid('redirected_from_id'),
    /** The accepting centre's first visit and message for the referrer (migration 0021). */
    firstVisitAt: at('first_visit_at'),
    acceptMessage: text('accept_message'),
    /** The referrer closed a denied or cancelled referral: nobody's move any more. */
    closedAt: at('closed_at'),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id),
    /** The centre was last reminded of this pending referral (migration 0035). */
    remindedAt: at('reminded_at'),
  },
  (table) => [
    index('referral_requests_inbox_idx').on(table.toCenterId, table.state, table.createdAt),
    index('referral_requests_center_created_idx').on(table.toCenterId, table.createdAt),
    // A centre's waiting referrals in the inbox's first order: most urgent, then longest waiting
    // (migration 0026; the rank is `urgencyRank`'s expression, which the plan must match).
    index('referral_requests_waiting_idx').on(
      table.toCenterId,
      table.state,
      sql`(${rankIn(table.urgency, urgencies)}) desc`,
      table.createdAt,
      table.id,
    ),
    index('referral_requests_outbox_idx').on(table.fromDoctorId, table.createdAt),
    index('referral_requests_patient_idx').on(table.patientId, table.createdAt),
    index('referral_requests_state_idx').on(table.state, table.createdAt),
    index('referral_requests_redirected_from_idx').on(table.redirectedFromId),
    // The platform's list newest first (an admin's), in the list's order: newest first, then by
    // id (migration 0014).
    index('referral_requests_created_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    oneOf('referral_requests_state_check', table.state, referralStates),
    oneOf('referral_requests_urgency_check', table.urgency, urgencies),
  ],
)

/**
 * How many referral requests each centre has been sent: its inbox's total, unfiltered, read as
 * one row instead of counted from the centre's referrals on every page (a centre gathers
 * thousands over the years). Kept by triggers on `referral_requests` (migration 0009), whatever
 * writes the rows; a centre without a row has none.
 */
export const centerReferralCounts = pgTable('center_referral_counts', {
  centerId: uuid('center_id')
    .primaryKey()
    .references(() => centers.id, { onDelete: 'cascade' }),
  referrals: bigint('referrals', { mode: 'number' }).notNull(),
})

/** Every step of a referral: created, seen, accepted, denied, cancelled, redirected, resubmitted, closed. */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: id(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referralRequests.id),
    type: text('type', { enum: referralEventTypes }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    reasonCode: text('reason_code'),
    comment: text('comment'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('referral_events_referral_idx').on(table.referralId, table.occurredAt),
    oneOf('referral_events_type_check', table.type, referralEventTypes),
  ],
)

/** A referral's urgency as a number in the order of the contract's scale (routine 1 .. urgent 3). */
export const urgencyRank = rankIn(referralRequests.urgency, urgencies)
