import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { executeRows } from './raw'

/**
 * Autovacuum's work for the embedded database (ADR 020). PGlite runs PostgreSQL as one process in
 * single-user mode, where the autovacuum launcher never starts: without this, no table was ever
 * analysed (the planner took every table for nearly empty and chose plans that rescan: the demo
 * centre's patient list rescanned the centre's links once per patient) and dead rows were never
 * reclaimed.
 *
 * The rules are autovacuum's, with PostgreSQL's default thresholds, read from the cumulative
 * statistics: analyse a table once the rows changed since its last analysis exceed 50 + 10 % of
 * its rows, or when it holds rows and was never analysed; vacuum it once its dead rows exceed 50 + 20 %, its rows
 * inserted since the last vacuum 1 000 + 20 %, or its oldest unfrozen transaction is 150 million
 * transactions old. PGlite keeps those counts only while it runs: changes made before a restart
 * are counted again only when the table changes afterwards.
 *
 * On the one connection a vacuum holds every other query until it ends, so it runs table by table.
 */
const ANALYZE_BASE = 50
const ANALYZE_SHARE = 0.1
const VACUUM_BASE = 50
const VACUUM_SHARE = 0.2
const INSERT_VACUUM_BASE = 1000
const INSERT_VACUUM_SHARE = 0.2
const FREEZE_AGE = 150_000_000

type TableCounts = {
  name: string
  rows: number
  dead: number
  changedSinceAnalyze: number
  insertedSinceVacuum: number
  neverAnalyzed: boolean
  xidAge: number
}

export type Upkeep = { vacuumed: string[]; analyzed: string[] }

/** What autovacuum would do now, table by table: vacuum (with analysis) or analyse only. */
export function upkeepPlan(tables: TableCounts[]): { vacuum: string[]; analyze: string[] } {
  const vacuum: string[] = []
  const analyze: string[] = []
  for (const table of tables) {
    const rows = Math.max(table.rows, 0)
    if (
      table.dead > VACUUM_BASE + VACUUM_SHARE * rows ||
      table.insertedSinceVacuum > INSERT_VACUUM_BASE + INSERT_VACUUM_SHARE * rows ||
      table.xidAge > FREEZE_AGE
    )
      vacuum.push(table.name)
    else if (table.neverAnalyzed || table.changedSinceAnalyze > ANALYZE_BASE + ANALYZE_SHARE * rows)
      analyze.push(table.name)
  }
  return { vacuum, analyze }
}

export async function upkeepEmbeddedDatabase(db: Database): Promise<Upkeep> {
  // Single-user PostgreSQL sends its statistics on only now and then: ask for them first.
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const tables = await executeRows<TableCounts>(
    db,
    sql`select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
               c.reltuples::float8 as rows,
               s.n_dead_tup::float8 as dead,
               s.n_mod_since_analyze::float8 as "changedSinceAnalyze",
               s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
               c.reltuples < 0 and s.last_analyze is null and pg_relation_size(s.relid) > 0
                 as "neverAnalyzed",
               age(c.relfrozenxid)::float8 as "xidAge"
          from pg_stat_user_tables s
          join pg_class c on c.oid = s.relid
         order by s.schemaname, s.relname`,
  )
  const plan = upkeepPlan(tables)
  // The names come from the catalogue, quoted by PostgreSQL (`quote_ident`).
  for (const name of plan.vacuum) await db.execute(sql.raw(`vacuum (analyze) ${name}`))
  for (const name of plan.analyze) await db.execute(sql.raw(`analyze ${name}`))
  return { vacuumed: plan.vacuum, analyzed: plan.analyze }
}
