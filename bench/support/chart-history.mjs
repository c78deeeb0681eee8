// Ten years of monthly examinations of the demo patient (the record of pacient@demo.konzilium.cz),
// written straight into a stopped server's embedded database through the forms' own insert: a
// psoriasis course with PASI, DLQI and BSA, methotrexate for the first year, then adalimumab, then
// secukinumab. Run with tsx: `node --import tsx bench/support/chart-history.mjs <DATA_DIR> [months]`.
// Deterministic (no random numbers), so two runs draw the same chart.
import { eq } from 'drizzle-orm'
import { scoreRegistry, lookupScoreBand } from '../../packages/scores/src/index.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { patients, users } from '../../apps/server/src/db/schema.ts'
import { insertForm } from '../../apps/server/src/features/forms/store-form.ts'

const [dataDir, monthsText] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: chart-history.mjs <DATA_DIR> [months]')
const months = Number(monthsText ?? 120)

function stored(score, value) {
  const lookup = lookupScoreBand(score, value)
  const band = lookup.ok ? lookup.result.band : null
  return {
    score,
    input: {},
    result: { value, display: value, band, version: scoreRegistry[score].definition.version },
  }
}

const day = (monthIndex, start) => {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + monthIndex, 15))
  return date.toISOString().slice(0, 10)
}

/** PASI of month `m`: high on methotrexate, down on adalimumab, a flare, down on secukinumab. */
function pasiOf(m, switchAt) {
  const wobble = ((m * 7) % 5) / 10
  if (m < 12) return Math.round((22 - m * 0.3 + wobble) * 10) / 10
  if (m < switchAt) return Math.round((Math.max(2.5, 18 - (m - 12) * 4) + wobble) * 10) / 10
  return Math.round((Math.max(0, 12 - (m - switchAt) * 3) + wobble) * 10) / 10
}

const database = await openDatabase({ databaseUrl: undefined, dataDir }, { warn: () => undefined })
try {
  const db = database.db
  const [owner] = await db
    .select({ id: patients.id })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(users.email, 'pacient@demo.konzilium.cz'))
  const [doctor] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'centrum@demo.konzilium.cz'))
  if (!owner || !doctor) throw new Error('the demo patient or doctor is missing: seed demo data')
  const today = new Date()
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, 1))
  const switchAt = Math.min(72, Math.max(13, months - 12))
  const treatments = (m) => [
    {
      kind: 'conventional',
      drug: 'Methotrexát',
      dose: '15 mg týdně',
      start: day(0, start),
      stop: day(11, start),
    },
    ...(m >= 12
      ? [
          {
            kind: 'biologic',
            drug: 'Adalimumab',
            dose: '40 mg á 14 dní',
            start: day(12, start),
            stop: m >= switchAt ? day(switchAt - 1, start) : null,
          },
        ]
      : []),
    ...(m >= switchAt
      ? [
          {
            kind: 'biologic',
            drug: 'Sekukinumab',
            dose: '300 mg',
            start: day(switchAt, start),
            stop: null,
          },
        ]
      : []),
  ]
  for (let m = 0; m < months; m++) {
    const pasi = pasiOf(m, switchAt)
    const dlqi = Math.min(30, Math.round(pasi * 0.8))
    const bsa = Math.min(100, Math.round(pasi * 1.5))
    await insertForm(
      db,
      {
        patientId: owner.id,
        kind: 'dermatology_visit',
        authorId: doctor.id,
        doctorId: doctor.id,
        at: new Date(`${day(m, start)}T09:00:00Z`),
      },
      {
        examinedOn: day(m, start),
        scores: [stored('pasi', pasi), stored('dlqi', dlqi), stored('bsa', bsa)],
        treatments: treatments(m),
        findings: '',
      },
    )
  }
  console.log(JSON.stringify({ patientId: owner.id, months }))
} finally {
  await database.close()
}
