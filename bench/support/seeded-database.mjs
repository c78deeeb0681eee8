// A benchmark database that may outlive one run: with BENCH_KEEP_DATABASE=<name>, the database of
// that name on the server at BENCH_DATABASE_URL is created, migrated and loaded with the clinical
// cast on the first run and reused (same patient count) by the next ones, which a 1 000 000-patient
// cast needs (its load takes minutes). Without it, a database of the run's own, dropped after it.
import pg from 'pg'
import { openPostgres } from '../../apps/server/src/db/client.ts'
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts'
import { benchDatabase } from './bench-database.mjs'
import { loadClinicalCast } from './clinical-data.mjs'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function onServer(work) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * `loadClinicalCast` with the triggers off (each referral's link trigger makes the app's own path
 * take hours for a million patients), then the tables they keep filled in one statement each, as
 * the triggers would have left them: a centre's link to every live patient it treats or has a
 * pending or accepted referral of (its insert fills `center_patient_counts` through its statement
 * trigger, which `client` still runs), and each centre's number of referrals.
 */
async function loadWithoutTriggers(client, url, options) {
  const name = client.escapeIdentifier(new URL(url).pathname.slice(1))
  await client.query(`alter database ${name} set session_replication_role = replica`)
  const loader = await openPostgres(url)
  let cast
  try {
    cast = await loadClinicalCast(loader.db, options)
  } finally {
    await loader.close()
    await client.query(`alter database ${name} reset session_replication_role`)
  }
  await client.query('truncate patient_center_links, center_patient_counts, center_referral_counts')
  await client.query(`insert into center_referral_counts (center_id, referrals)
    select to_center_id, count(*) from referral_requests group by to_center_id`)
  await client.query(`insert into patient_center_links
      (center_id, patient_id, last_name_search, first_name_search, name_sort_key, birth_number)
    select reached.center_id, patient.id, patient.last_name_search, patient.first_name_search,
           patient.name_sort_key, patient.birth_number
      from (select center_id, id as patient_id from patients where center_id is not null
            union
            select to_center_id, patient_id from referral_requests
              where state in ('pending', 'accepted')) as reached
      join patients as patient on patient.id = reached.patient_id and patient.deleted_at is null`)
  await client.query('vacuum analyze')
  return cast
}

/**
 * The cast's database for `patients` patients: `{ url, cast, drop }`. `cast` holds the e-mails the
 * benchmark signs in as and the counts (`loadClinicalCast`); `drop` drops a database of the run's
 * own and leaves a kept one.
 */
export async function seededDatabase(prefix, { patients, passwordHash, log }) {
  const keep = process.env.BENCH_KEEP_DATABASE
  const bulk = process.env.BENCH_BULK_SEED === '1'
  const own = keep ? undefined : benchDatabase(prefix)
  const url = own ? own.url : Object.assign(new URL(serverUrl), { pathname: `/${keep}` }).toString()
  if (own) await own.create()
  else
    await onServer(async (client) => {
      const found = await client.query('select 1 from pg_database where datname = $1', [keep])
      if (found.rowCount === 0)
        await client.query(`create database ${client.escapeIdentifier(keep)}`)
    })
  const database = await openPostgres(url)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await migrateDatabase(database)
    // The cast's ids and counts, kept with the database for the runs that reuse it.
    await client.query(
      'create table if not exists bench_cast (patients integer primary key, cast_json jsonb not null)',
    )
    const kept = await client.query('select cast_json from bench_cast where patients = $1', [
      patients,
    ])
    let cast = kept.rows[0]?.cast_json
    if (!cast) {
      const started = Date.now()
      cast = bulk
        ? await loadWithoutTriggers(client, url, { patients, passwordHash })
        : await loadClinicalCast(database.db, { patients, passwordHash })
      await client.query('insert into bench_cast values ($1, $2)', [patients, cast])
      log(
        `loaded ${cast.counts.patients} patients in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      )
    } else log(`reusing ${keep} (${cast.counts.patients} patients)`)
    return { url, cast, drop: async () => own?.drop() }
  } finally {
    await client.end()
    await database.close()
  }
}
