import { and, count, eq, isNull } from 'drizzle-orm'
import { centers, oneTimeCodes, patients, users } from '../../db/schema'
import type { PasswordProblem } from '../../platform/passwords/policy'
import { randomToken, sha256 } from '../../platform/secrets'
import type { Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { findUserByEmail, insertAccount } from '../accounts'
import { seedClinicalCast } from './clinical-seed'
import { seedDemoConsultation } from './demo-consultation'
import { seedDemoExaminations } from './demo-examinations'
import { demoCast, demoCenters, demoPatientRecord, isDemoMode } from './demo-cast'
import { voidOpenCodes } from '../../platform/one-time-codes'
import { upkeepDatabase } from '../../platform/maintenance'

/**
 * What happens at start-up before the server listens (ADR 007):
 * 1. An empty embedded database outside production gets the labelled demo data set (one account per
 *    role, passwords in the README). A PostgreSQL server (DATABASE_URL) never gets demo data.
 * 2. Otherwise, ADMIN_EMAIL + ADMIN_PASSWORD create the first admin if that e-mail has no account;
 *    a password the policy refuses (a demo one outside demo mode included) stops every start.
 * 3. Otherwise, with no admin at all, a one-time bootstrap link (24 h) is printed in the log.
 * No fixed password exists outside the embedded demo database.
 */
export const BOOTSTRAP_CODE_HOURS = 24

/** What the operator reads when ADMIN_PASSWORD is refused: the real reason, and what to do. */
const adminPasswordAdvice: Record<PasswordProblem | 'password.tooShort', string> = {
  'password.tooShort': 'it is shorter than 12 characters; use a longer phrase',
  'password.containsPersonalInfo':
    'it contains personal information (the name of ADMIN_EMAIL before the @, or the product name); choose a password without it',
  'password.published':
    'it is a published password (a demo account password from README.md, or a famous example); choose a password of your own',
  'password.breached':
    'it is on the list of passwords most common in published breaches; use a longer phrase of several unrelated words',
  'password.commonVariant':
    'it is a common password or word with only a few digits or symbols added, or written twice; use a longer phrase of several unrelated words',
  'password.tooCommon':
    'it is a common password or too easy to guess (a word, name, date or keyboard pattern); use a longer phrase of several unrelated words',
}

export class FirstStartError extends Error {
  override name = 'FirstStartError'
}

export async function runFirstStart(
  s: Services,
): Promise<'demo' | 'admin_from_env' | 'bootstrap_link' | 'nothing'> {
  const [userCount] = await s.db.select({ n: count() }).from(users)
  if (isDemoMode(s.config, s.database.kind) && (userCount?.n ?? 0) === 0) {
    await seedDemoData(s)
    // Analysed at once, so that its first pages are planned for its real sizes (ADR 020).
    await upkeepDatabase(s)
    s.log.info(
      { logins: Object.values(demoCast).map((person) => `${person.role}: ${person.email}`) },
      'empty embedded database: seeded the DEMO data set (synthetic people, demo passwords in README.md); never used with DATABASE_URL or in production',
    )
    return 'demo'
  }
  const { adminEmail, adminPassword } = s.config.bootstrap
  if (adminEmail && adminPassword) {
    // Checked at every start, also once the admin exists: a published or common password left in
    // the environment is most likely that admin's password still.
    const problem =
      adminPassword.length < 12
        ? 'password.tooShort'
        : s.passwordPolicy.problemOf(adminPassword, { email: adminEmail })
    if (problem)
      throw new FirstStartError(
        `ADMIN_PASSWORD is not acceptable (${problem}): ${adminPasswordAdvice[problem]}`,
      )
    if (await findUserByEmail(s.db, adminEmail)) return 'nothing'
    const now = s.clock.now()
    await transaction(s.db, async (work) => {
      await insertAccount(work.db, {
        email: adminEmail,
        role: 'admin',
        origin: 'bootstrap',
        degreesBefore: null,
        firstName: 'Správce',
        lastName: 'Systému',
        degreesAfter: null,
        phone: null,
        locale: 'cs',
        passwordHash: await s.hasher.hash(adminPassword),
        activatedAt: now,
        now,
      })
    })
    s.log.info({ email: adminEmail }, 'created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD')
    return 'admin_from_env'
  }
  const [admins] = await s.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.lockedAt)))
  if ((admins?.n ?? 0) > 0) return 'nothing'
  const code = randomToken()
  const now = s.clock.now()
  await transaction(s.db, async (work) => {
    await voidOpenCodes(work.db, 'bootstrap', null, now)
    await work.db.insert(oneTimeCodes).values({
      purpose: 'bootstrap',
      codeHash: sha256(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + BOOTSTRAP_CODE_HOURS * 3600_000),
    })
  })
  // The one secret this server ever writes to its log, by design: whoever reads the log of a fresh
  // deployment is its operator. It works once, for 24 hours, and only while no admin exists.
  s.log.warn(
    {
      bootstrapUrl: `${s.config.publicUrl.replace(/\/+$/, '')}/bootstrap?code=${code}`,
      validHours: BOOTSTRAP_CODE_HOURS,
    },
    'no admin account exists: open this one-time link to create the first admin (or set ADMIN_EMAIL and ADMIN_PASSWORD)',
  )
  return 'bootstrap_link'
}

async function seedDemoData(s: Services) {
  const now = s.clock.now()
  // One after another: each argon2 hash holds its memory cost, so parallel ones raise the peak.
  const hashes = new Map<string, string>()
  for (const person of Object.values(demoCast))
    hashes.set(person.email, await s.hasher.hash(person.password))
  await transaction(s.db, async (work) => {
    const seeded = await work.db
      .insert(centers)
      .values(demoCenters)
      .returning({ id: centers.id, name: centers.name })
    const centerIds = demoCenters.map(
      (center) => seeded.find((row) => row.name === center.name)?.id ?? '',
    )
    const common = (person: (typeof demoCast)[keyof typeof demoCast]) => ({
      email: person.email,
      role: person.role,
      origin: 'seed' as const,
      degreesBefore: person.degreesBefore,
      firstName: person.firstName,
      lastName: person.lastName,
      degreesAfter: person.degreesAfter,
      phone: person.phone,
      locale: 'cs' as const,
      passwordHash: hashes.get(person.email) ?? '',
      activatedAt: now,
      now,
    })
    const admin = await insertAccount(work.db, common(demoCast.admin))
    const centerDoctor = await insertAccount(work.db, {
      ...common(demoCast.centerDoctor),
      centerId: centerIds[0] ?? '',
    })
    const rheumatologyDoctor = await insertAccount(work.db, {
      ...common(demoCast.rheumatologyDoctor),
      centerId: centerIds[demoCenters.findIndex((c) => c.name === 'Revmatologický ústav')] ?? '',
    })
    const p = demoCast.peripheralDoctor
    const peripheralDoctor = await insertAccount(work.db, {
      ...common(p),
      peripheralDoctor: {
        practiceName: p.practiceName,
        ico: p.ico,
        icp: p.icp,
        region: p.region,
        specialty: p.specialty,
      },
    })
    await insertAccount(work.db, {
      ...common(demoCast.rep),
      rep: { company: demoCast.rep.company, regions: [...demoCast.rep.regions] },
    })
    const patientUser = await insertAccount(work.db, common(demoCast.patient))
    // The demo patient's own record (read-only for him), referred by the demo peripheral doctor
    // and treated by the demo centre doctor.
    const record = demoPatientRecord
    const [demoRecord] = await work.db
      .insert(patients)
      .values({
        firstName: demoCast.patient.firstName,
        lastName: demoCast.patient.lastName,
        birthNumber: record.birthNumber,
        birthDate: record.birthDate,
        sex: record.sex,
        insurer: record.insurer,
        email: demoCast.patient.email,
        phone: demoCast.patient.phone,
        city: record.city,
        diagnoses: [...record.diagnoses],
        referringDoctorId: peripheralDoctor.id,
        centerId: centerIds[0] ?? null,
        centerDoctorId: centerDoctor.id,
        userId: patientUser.id,
        createdByUserId: peripheralDoctor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: patients.id })
    if (demoRecord)
      await seedDemoConsultation(work, now, {
        patientId: demoRecord.id,
        peripheralDoctor: peripheralDoctor.id,
        centerDoctor: centerDoctor.id,
      })
    // Colleagues, patients and referrals in every state, so each demo login opens a living product.
    await seedClinicalCast(work, now, {
      centers: centerIds,
      admin: admin.id,
      peripheralDoctor: peripheralDoctor.id,
      centerDoctor: centerDoctor.id,
      rheumatologyDoctor: rheumatologyDoctor.id,
    })
    if (demoRecord)
      await seedDemoExaminations(work, now, {
        demoPatientId: demoRecord.id,
        demoPatientUserId: patientUser.id,
        peripheralDoctor: peripheralDoctor.id,
        centerDoctor: centerDoctor.id,
        rheumatologyDoctor: rheumatologyDoctor.id,
      })
  })
}
