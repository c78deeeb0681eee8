// The synthetic clinical cast at benchmark scale: centres, centre and peripheral
// doctors, patients with valid synthetic birth numbers and Czech names, and referrals in every
// state, inserted in multi-row batches (unnest of arrays: one statement per 5 000 rows). The
// names and codes are those of the demo cast; the numbers are made up and reproducible.
import { sql } from 'drizzle-orm'
import { diagnoses, insurerCodes } from '@konzilium/contract/codes'
import { regionCodes } from '@konzilium/contract/czech'
import { femaleFirst, femaleLast, lastNames, maleFirst } from './czech-names.mjs'

const regions = regionCodes
const dermatology = diagnoses.filter((d) => d.specialty === 'dermatology').map((d) => d.code)
const rheumatology = diagnoses.filter((d) => d.specialty === 'rheumatology').map((d) => d.code)

/** A valid birth number (10 digits divisible by 11) for patient `i`, unique for i < 2 000 000. */
export function benchBirthNumber(i) {
  // i -> (day, serial) is one-to-one: 7919 is prime to 20 000.
  const day = (i * 7919) % 20_000
  const serialBlock = Math.floor(i / 20_000)
  const date = new Date(Date.UTC(1940, 0, 1) + day * 86_400_000)
  const female = i % 2 === 0
  const yy = String(date.getUTCFullYear() % 100).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1 + (female ? 50 : 0)).padStart(2, '0')
  const dd = String(date.getUTCDate()).padStart(2, '0')
  // Ten candidate serials per block; the first whose check digit is not 10.
  for (let k = 0; k < 10; k++) {
    const base = `${yy}${mm}${dd}${String(serialBlock * 10 + k).padStart(3, '0')}`
    const check = Number(BigInt(base) % 11n)
    if (check !== 10)
      return { birthNumber: `${base}${check}`, birthDate: date.toISOString().slice(0, 10), female }
  }
  throw new Error(`no birth number for ${i}`)
}

async function insertRows(db, table, columns, rows) {
  // columns: [name, element type, optional SQL expression of the unnested value `v`]
  const aliases = columns.map((_, i) => `c${i}`)
  const selects = columns.map(([, , expression], i) =>
    expression ? expression.replace(/\bv\b/g, aliases[i]) : aliases[i],
  )
  for (let start = 0; start < rows.length; start += 5000) {
    const batch = rows.slice(start, start + 5000)
    const arrays = columns.map(
      ([name, type]) =>
        sql`${`{${batch.map((row) => formatArrayItem(row[name])).join(',')}}`}::${sql.raw(type)}[]`,
    )
    await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(columns.map(([name]) => name).join(', '))}) select ${sql.raw(selects.join(', '))} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases.join(', '))})`,
    )
  }
}
function formatArrayItem(value) {
  if (value === null || value === undefined) return 'NULL'
  return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

/**
 * Loads the cast into a migrated, empty database. Returns the ids the benchmark signs in as.
 * `patients` patients, three referrals each (states: 20 % pending, 40 % accepted, 25 % denied,
 * 15 % cancelled), 24 centres with 4 doctors each, one peripheral doctor per 125 patients.
 */
export async function loadClinicalCast(db, { patients: patientCount, passwordHash }) {
  const now = Date.now()
  const centerRows = Array.from({ length: 24 }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `${i % 2 === 0 ? 'Dermatovenerologická klinika' : 'Revmatologické centrum'} ${i + 1}`,
    city: 'Město',
    region: regions[i % regions.length],
    specialty: i % 2 === 0 ? 'dermatology' : 'rheumatology',
  }))
  await insertRows(
    db,
    'centers',
    [
      ['id', 'uuid'],
      ['name', 'text'],
      ['city', 'text'],
      ['region', 'text'],
      ['specialty', 'text'],
    ],
    centerRows,
  )

  const user = (role, i, extra = {}) => {
    const female = i % 2 === 0
    const last = lastNames[(i * 13) % lastNames.length]
    return {
      id: crypto.randomUUID(),
      email: `${role.replace('_', '-')}-${i}@bench.konzilium.test`,
      role,
      origin: 'seed',
      first_name: (female ? femaleFirst : maleFirst)[(i * 7) % 14],
      last_name: female ? femaleLast(last) : last,
      password_hash: passwordHash,
      activated_at: new Date(now).toISOString(),
      ...extra,
    }
  }
  const centerDoctors = centerRows.flatMap((center, c) =>
    Array.from({ length: 4 }, (_, k) => ({
      ...user('center_doctor', c * 4 + k),
      center_id: center.id,
    })),
  )
  const peripheralCount = Math.max(1, Math.ceil(patientCount / 125))
  const peripherals = Array.from({ length: peripheralCount }, (_, i) => ({
    ...user('peripheral_doctor', i),
    region: regions[i % regions.length],
  }))
  const admin = user('admin', 0)
  const userColumns = [
    ['id', 'uuid'],
    ['email', 'text'],
    ['role', 'text'],
    ['origin', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['password_hash', 'text'],
    ['activated_at', 'timestamptz'],
  ]
  await insertRows(db, 'users', userColumns, [admin, ...centerDoctors, ...peripherals])
  await insertRows(
    db,
    'center_doctor_profiles',
    [
      ['user_id', 'uuid'],
      ['center_id', 'uuid'],
    ],
    centerDoctors.map((d) => ({ user_id: d.id, center_id: d.center_id })),
  )
  await insertRows(
    db,
    'peripheral_doctor_profiles',
    [
      ['user_id', 'uuid'],
      ['region', 'text'],
      ['specialty', 'text'],
    ],
    peripherals.map((d) => ({ user_id: d.id, region: d.region, specialty: '404' })),
  )

  const patientRows = []
  const referralRows = []
  const states = [
    'pending',
    'pending',
    'accepted',
    'accepted',
    'accepted',
    'accepted',
    'denied',
    'denied',
    'denied',
    'cancelled',
  ]
  for (let i = 0; i < patientCount; i++) {
    const { birthNumber, birthDate, female } = benchBirthNumber(i)
    const last = lastNames[(i * 31) % lastNames.length]
    const centerIndex = (i * 7) % centerRows.length
    const center = centerRows[centerIndex]
    const codes = center.specialty === 'dermatology' ? dermatology : rheumatology
    const accepted = i % 5 < 2
    const patient = {
      id: crypto.randomUUID(),
      first_name: (female ? femaleFirst : maleFirst)[(i * 11) % 14],
      last_name: female ? femaleLast(last) : last,
      birth_number: birthNumber,
      birth_date: birthDate,
      sex: female ? 'female' : 'male',
      insurer: insurerCodes[i % 7],
      diagnoses: codes[i % codes.length],
      referring_doctor_id: peripherals[i % peripherals.length].id,
      center_id: accepted ? center.id : null,
      center_doctor_id: accepted ? centerDoctors[centerIndex * 4 + (i % 4)].id : null,
      created_at: new Date(now - (i % 730) * 86_400_000).toISOString(),
    }
    patientRows.push(patient)
    for (let r = 0; r < 3; r++) {
      const state = r === 0 && accepted ? 'accepted' : states[(i * 3 + r) % states.length]
      const to = r === 0 ? center : centerRows[(centerIndex + r * 5) % centerRows.length]
      referralRows.push({
        id: crypto.randomUUID(),
        patient_id: patient.id,
        from_doctor_id: patient.referring_doctor_id,
        to_center_id: to.id,
        state,
        diagnosis: codes[i % codes.length],
        urgency: ['routine', 'routine', 'priority', 'urgent'][(i + r) % 4],
        indication: '{"scores":[],"previousTreatments":[],"currentTreatments":[]}',
        created_at: new Date(now - ((i * 3 + r) % 730) * 86_400_000 - r * 3_600_000).toISOString(),
        seen_at: state === 'pending' && (i + r) % 2 === 0 ? new Date(now).toISOString() : null,
      })
    }
  }
  await insertRows(
    db,
    'patients',
    [
      ['id', 'uuid'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['birth_number', 'text'],
      ['birth_date', 'date'],
      ['sex', 'text'],
      ['insurer', 'text'],
      ['diagnoses', 'text', "string_to_array(v, ',')"],
      ['referring_doctor_id', 'uuid'],
      ['center_id', 'uuid'],
      ['center_doctor_id', 'uuid'],
      ['created_at', 'timestamptz'],
    ],
    patientRows,
  )
  await insertRows(
    db,
    'referral_requests',
    [
      ['id', 'uuid'],
      ['patient_id', 'uuid'],
      ['from_doctor_id', 'uuid'],
      ['to_center_id', 'uuid'],
      ['state', 'text'],
      ['diagnosis', 'text'],
      ['urgency', 'text'],
      ['indication', 'jsonb'],
      ['created_at', 'timestamptz'],
      ['seen_at', 'timestamptz'],
    ],
    referralRows,
  )
  // As autovacuum leaves a table in steady use: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`)
  return {
    admin: admin.email,
    centerDoctor: centerDoctors[0].email,
    peripheralDoctor: peripherals[0].email,
    // Patient 0 is treated in centre 0, where the first centre doctor works.
    sampleBirthNumber: benchBirthNumber(0).birthNumber,
    counts: { patients: patientRows.length, referrals: referralRows.length },
  }
}
