import { sql } from 'drizzle-orm'
import type { TestApp } from './app'

/**
 * Runs `work` while every insert into `audit_events` fails (a trigger raises), then drops the
 * trigger: for tests that a request whose audit row cannot be written answers no data.
 */
export async function withAuditRejected(t: TestApp, work: () => Promise<void>): Promise<void> {
  const db = t.database.db
  await db.execute(sql`create function reject_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit rejected'; end; $$`)
  await db.execute(
    sql`create trigger reject_audit before insert on audit_events for each row execute function reject_audit()`,
  )
  try {
    await work()
  } finally {
    await db.execute(sql`drop trigger reject_audit on audit_events`)
    await db.execute(sql`drop function reject_audit()`)
  }
}
