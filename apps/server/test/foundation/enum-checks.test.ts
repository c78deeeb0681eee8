import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditActions, auditOutcomes } from '@konzilium/contract/audit'
import { sexes, urgencies } from '@konzilium/contract/codes'
import { centerSpecialties } from '@konzilium/contract/centers'
import {
  consultationStates,
  consultationSystemEvents,
  messageKinds,
} from '@konzilium/contract/consultations'
import { evaluationDeliveries, questionnaireKinds } from '@konzilium/contract/evaluation'
import { formKinds } from '@konzilium/contract/forms'
import { mailStatuses, taskOutcomes, taskTriggers } from '@konzilium/contract/diagnostics'
import { exportJobStates, exportKinds } from '@konzilium/contract/exports'
import { notificationTypes } from '@konzilium/contract/notifications'
import { referralEventTypes, referralStates } from '@konzilium/contract/referrals'
import { clientPageKinds, reportLanguages } from '@konzilium/contract/exports/client-page'
import { reportRecipients } from '@konzilium/contract/reports'
import { locales, roles } from '@konzilium/contract/session'
import { textLocales } from '@konzilium/contract/texts'
import { themes, userOrigins } from '@konzilium/contract/users'
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client'
import { migrateDatabase } from '../../src/db/migrate'
import { executeRows } from '../../src/db/raw'
import * as schema from '../../src/db/schema'
import { migrationsFolder } from '../../src/paths'
import { withDatabase } from '../global-setup'
import { createTestDatabase } from '../helpers/database'

/**
 * The values each enum-like column's CHECK allows, from the tuple its type comes from. The checks
 * are written from these tuples in the schema (db/tables/one-of.ts); this holds the migrated
 * database equal to them, so a value added to a tuple without a migration fails here.
 */
const expected: Record<string, readonly string[]> = {
  audit_events_action_check: auditActions,
  audit_events_outcome_check: auditOutcomes,
  centers_specialty_check: centerSpecialties,
  consultation_messages_kind_check: messageKinds,
  consultation_messages_system_event_check: consultationSystemEvents,
  consultations_state_check: consultationStates,
  evaluation_links_delivery_check: evaluationDeliveries,
  evaluation_links_language_check: locales,
  evaluation_links_questionnaire_check: questionnaireKinds,
  forms_kind_check: formKinds,
  export_jobs_kind_check: exportKinds,
  export_jobs_state_check: exportJobStates,
  mail_outbox_status_check: mailStatuses,
  notifications_type_check: notificationTypes,
  notifications_email_check: schema.notificationEmails,
  one_time_codes_purpose_check: schema.codePurposes,
  patients_sex_check: sexes,
  referral_events_type_check: referralEventTypes,
  referral_requests_state_check: referralStates,
  referral_requests_urgency_check: urgencies,
  scheduled_tasks_last_outcome_check: taskOutcomes,
  scheduled_tasks_last_trigger_check: taskTriggers,
  report_links_kind_check: clientPageKinds,
  report_links_locale_check: reportLanguages,
  report_links_recipient_check: reportRecipients,
  sessions_stage_check: schema.sessionStages,
  task_runs_outcome_check: taskOutcomes,
  task_runs_trigger_check: taskTriggers,
  text_versions_action_check: schema.textVersionActions,
  text_versions_locale_check: textLocales,
  texts_locale_check: textLocales,
  user_preferences_language_check: locales,
  user_preferences_theme_check: themes,
  users_locale_check: locales,
  users_origin_check: userOrigins,
  users_role_check: roles,
}

/** The string literals of a CHECK as PostgreSQL prints it (`= ANY (ARRAY['a'::text, ...])`). */
function literalsOf(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) =>
    (m[1] ?? '').replaceAll("''", "'"),
  )
}

async function checkDefinitions(database: DatabaseHandle): Promise<Map<string, string>> {
  const rows = await executeRows<{ name: string; definition: string }>(
    database.db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition
          from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`,
  )
  return new Map(rows.map((row) => [row.name, row.definition]))
}

describe('enum-like columns', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it("allow in the database exactly the values of the contract's tuples, in their order", async () => {
    const definitions = await checkDefinitions(database)
    for (const [name, values] of Object.entries(expected)) {
      const definition = definitions.get(name)
      expect(definition, name).toBeDefined()
      expect(literalsOf(definition ?? ''), name).toEqual([...values])
    }
  })

  it('have a check for every column the schema declares with values, and no other', async () => {
    const tables = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => is(value, PgTable),
    )
    const withValues = tables.flatMap((table) => {
      const config = getTableConfig(table)
      return config.columns
        .filter((column) => (column.enumValues?.length ?? 0) > 0)
        .map((column) => `${config.name}_${column.name}_check`)
    })
    expect(withValues.sort()).toEqual(Object.keys(expected).sort())
    const definitions = await checkDefinitions(database)
    for (const name of withValues) expect(definitions.has(name), name).toBe(true)
  })
})

/** The migrations up to and including `tag`, as a folder drizzle's migrator reads. */
function migrationsUpTo(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'konzilium-migrations-'))
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[]
  }
  const last = journal.entries.findIndex((entry) => entry.tag === tag)
  if (last < 0) throw new Error(`no migration ${tag}`)
  const entries = journal.entries.slice(0, last + 1)
  fs.mkdirSync(path.join(folder, 'meta'))
  fs.writeFileSync(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  )
  for (const entry of entries)
    fs.copyFileSync(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    )
  return folder
}

/** An empty database of the engine under test, migrated up to `tag` only. */
async function databaseMigratedTo(tag: string): Promise<DatabaseHandle> {
  const folder = migrationsUpTo(tag)
  try {
    const url = process.env.TEST_DATABASE_URL
    if (url) {
      const name = `konzilium_migration_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database "${name}"`)
      await admin.end()
      const handle = await openPostgres(withDatabase(url, name))
      const { migrate } = await import('drizzle-orm/node-postgres/migrator')
      await migrate(handle.db as never, { migrationsFolder: folder })
      return {
        ...handle,
        close: async () => {
          await handle.close()
          const cleanup = new pg.Client({ connectionString: url })
          await cleanup.connect()
          await cleanup.query(`drop database if exists "${name}" with (force)`)
          await cleanup.end()
        },
      }
    }
    const handle = await openPglite({})
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(handle.db as never, { migrationsFolder: folder })
    return handle
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

describe('migration 0018_audit_action_names', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await databaseMigratedTo('0017_audit_shown_patients')
  }, 180_000)
  afterAll(async () => {
    await database.close()
  })

  it('renames the audit rows written under old names in place, and keeps them append-only', async () => {
    const old = [
      ['patients.change-center-doctor', 'patients.center-doctor-changed'],
      ['patients.center-doctor-changed', 'patients.center-doctor-changed'],
      ['patients.create', 'patients.created'],
      ['patients.list', 'patients.listed'],
      ['auth.sign_in', 'auth.signed-in'],
      ['auth.sign_in.second_factor_requested', 'auth.second-factor-requested'],
      ['home.patients.listed', 'home.patients-listed'],
      ['referrals.accepted', 'referrals.accepted'],
    ] as const
    const ids: string[] = []
    for (const [action] of old) {
      const [row] = await executeRows<{ id: string }>(
        database.db,
        sql`insert into audit_events (action, outcome) values (${action}, 'success') returning id`,
      )
      ids.push(row?.id ?? '')
    }
    await migrateDatabase(database)
    const rows = await executeRows<{ id: string; action: string }>(
      database.db,
      sql`select id, action from audit_events`,
    )
    const actionOf = new Map(rows.map((row) => [row.id, row.action]))
    expect(ids.map((id) => actionOf.get(id))).toEqual(old.map(([, renamed]) => renamed))
    // The guard is back: a row still cannot be changed or removed.
    await expect(
      database.db.execute(sql`update audit_events set action = 'audit.read'`),
    ).rejects.toThrow()
    await expect(database.db.execute(sql`delete from audit_events`)).rejects.toThrow()
    // And a name outside the list is refused from now on.
    await expect(
      database.db.execute(
        sql`insert into audit_events (action, outcome) values ('patients.create', 'success')`,
      ),
    ).rejects.toThrow()
  }, 120_000)
})
