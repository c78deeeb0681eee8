import type { RegionCode, SpecialtyCode } from '@konzilium/contract/czech'
import type { Config } from '../../config'
import type { DatabaseHandle } from '../../db/client'

/**
 * The one synthetic cast of Konzilium: the demo seed and the tests use these people. Names are
 * Czech words for "sample", "pattern", "fictional", "trial", "made-up", so nobody can mistake them
 * for real people. The institutions in `demoCenters` are real clinics (docs/domain/czech.md,
 * biologic therapy centres: not an authoritative directory); every person and contact detail is
 * invented. Demo passwords are public (README) and exist only in the embedded demo database.
 */
export const demoCast = {
  admin: {
    role: 'admin',
    email: 'admin@demo.konzilium.cz',
    password: 'Demo-spravce-2025',
    degreesBefore: 'Ing.',
    firstName: 'Alena',
    lastName: 'Ukázková',
    degreesAfter: null,
    phone: '+420601000001',
  },
  centerDoctor: {
    role: 'center_doctor',
    email: 'centrum@demo.konzilium.cz',
    password: 'Demo-klinika-2025',
    degreesBefore: 'prof. MUDr.',
    firstName: 'Petr',
    lastName: 'Vzorový',
    degreesAfter: 'CSc.',
    phone: '+420601000002',
  },
  /** The second demo centre doctor, at Revmatologický ústav (demoCenters). */
  rheumatologyDoctor: {
    role: 'center_doctor',
    email: 'revmatologie@demo.konzilium.cz',
    password: 'Demo-kloubni-2025',
    degreesBefore: 'prof. MUDr.',
    firstName: 'Dana',
    lastName: 'Ilustrační',
    degreesAfter: 'CSc.',
    phone: '+420601000006',
  },
  peripheralDoctor: {
    role: 'peripheral_doctor',
    email: 'lekar@demo.konzilium.cz',
    password: 'Demo-ambulance-2025',
    degreesBefore: 'MUDr.',
    firstName: 'Jana',
    lastName: 'Fiktivní',
    degreesAfter: 'Ph.D.',
    phone: '+420601000003',
    practiceName: 'Dermatovenerologická ambulance Fiktivní s.r.o., Kolín',
    // Fictional numbers: the IČO passes the checksum, the IČP has the right format.
    ico: '12345679',
    icp: '40123456',
    region: 'CZ020' as RegionCode,
    specialty: '404' as SpecialtyCode,
  },
  rep: {
    role: 'rep',
    email: 'reprezentant@demo.konzilium.cz',
    password: 'Demo-obchod-2025',
    degreesBefore: 'Mgr.',
    firstName: 'Tomáš',
    lastName: 'Zkušební',
    degreesAfter: null,
    phone: '+420601000004',
    company: 'Ukázková Pharma s.r.o.',
    regions: ['CZ010', 'CZ020'] as RegionCode[],
  },
  patient: {
    role: 'patient',
    email: 'pacient@demo.konzilium.cz',
    password: 'Demo-pojistenec-2025',
    degreesBefore: null,
    firstName: 'Karel',
    lastName: 'Smyšlený',
    degreesAfter: null,
    phone: '+420601000005',
  },
} as const

/** The demo accounts' passwords: public (README), so refused as anyone's password outside demo mode. */
export const demoPasswords: readonly string[] = Object.values(demoCast).map(
  (person) => person.password,
)

/**
 * Demo mode: an embedded database outside production, where an empty database is given the demo
 * data set. A PostgreSQL server (DATABASE_URL) or production is never in demo mode.
 */
export function isDemoMode(
  config: Pick<Config, 'env' | 'bootstrap'>,
  databaseKind: DatabaseHandle['kind'],
): boolean {
  return databaseKind === 'pglite' && config.env !== 'production' && config.bootstrap.seedDemoData
}

/** The demo patient's own record (a synthetic birth number that passes the checksum). */
export const demoPatientRecord = {
  birthNumber: '7801010019',
  birthDate: '1978-01-01',
  sex: 'male',
  insurer: '111',
  city: 'Kolín',
  diagnoses: ['L40.0'],
} as const

/** More invented people for tests that need several of a kind. */
export const extraCast = [
  { degreesBefore: 'MUDr.', firstName: 'Eva', lastName: 'Modelová', degreesAfter: null },
  { degreesBefore: 'MUDr.', firstName: 'Marek', lastName: 'Cvičný', degreesAfter: 'Ph.D.' },
  { degreesBefore: 'doc. MUDr.', firstName: 'Lenka', lastName: 'Příkladná', degreesAfter: 'Ph.D.' },
  { degreesBefore: 'Ing.', firstName: 'Ondřej', lastName: 'Pokusný', degreesAfter: 'MBA' },
  { degreesBefore: null, firstName: 'Věra', lastName: 'Imaginární', degreesAfter: null },
] as const

export const demoCenters: {
  name: string
  city: string
  region: RegionCode
  specialty: 'dermatology' | 'rheumatology'
}[] = [
  {
    name: 'Dermatovenerologická klinika 1. LF UK a VFN',
    city: 'Praha 2',
    region: 'CZ010',
    specialty: 'dermatology',
  },
  {
    name: 'Dermatovenerologická klinika 3. LF UK a FN Královské Vinohrady',
    city: 'Praha 10',
    region: 'CZ010',
    specialty: 'dermatology',
  },
  {
    name: 'Dermatovenerologická klinika LF UK a FN Plzeň',
    city: 'Plzeň',
    region: 'CZ032',
    specialty: 'dermatology',
  },
  {
    name: 'Klinika nemocí kožních a pohlavních LF UK a FN Hradec Králové',
    city: 'Hradec Králové',
    region: 'CZ052',
    specialty: 'dermatology',
  },
  {
    name: 'Dermatovenerologická klinika LF MU a FN Brno',
    city: 'Brno',
    region: 'CZ064',
    specialty: 'dermatology',
  },
  {
    name: 'Klinika chorob kožních a pohlavních LF UP a FN Olomouc',
    city: 'Olomouc',
    region: 'CZ071',
    specialty: 'dermatology',
  },
  {
    name: 'Kožní oddělení, Karlovarská krajská nemocnice',
    city: 'Karlovy Vary',
    region: 'CZ041',
    specialty: 'dermatology',
  },
  { name: 'Revmatologický ústav', city: 'Praha 2', region: 'CZ010', specialty: 'rheumatology' },
  {
    name: 'Revmatologie, Nemocnice Kadaň',
    city: 'Kadaň',
    region: 'CZ042',
    specialty: 'rheumatology',
  },
  { name: 'Revmatologie, FN Ostrava', city: 'Ostrava', region: 'CZ080', specialty: 'rheumatology' },
]
