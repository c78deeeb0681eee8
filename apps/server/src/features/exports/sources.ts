import { regions, specialties } from '@konzilium/contract/czech'
import type { CenterDoctor, PeripheralDoctor } from '@konzilium/contract/doctors'
import type {
  ExportDoctorsQuery,
  ExportKind,
  ExportPatientsQuery,
  ExportRepsQuery,
} from '@konzilium/contract/exports'
import type { PatientSummary } from '@konzilium/contract/patients'
import type { Rep } from '@konzilium/contract/representatives'
import type { UserStatus } from '@konzilium/contract/users'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import type { Database } from '../../db/client'
import type { CursorQuery } from '../../db/cursor'
import type { Caller } from '../../platform/auth/access'
import { auditExport } from '../audit'
import { centerDoctorsExport, peripheralDoctorsExport } from '../doctors'
import { patientsExport } from '../patients'
import { repsExport } from '../representatives'
import type { CellValue, SheetColumn, SheetSpec } from './xlsx'

/**
 * What each export writes: the list it reads (through the list feature's own export query, so
 * the scope, search, filters and order are the page's), its sheet's columns and its file's name.
 */
export type Opened = {
  rows: CursorQuery
  counted: PromiseLike<unknown[]>
  toItem: (row: never) => unknown
}

export type Source = {
  fileName: Record<MessageLocale, string>
  /** The sheet in a language: its name, and its columns with their values' words. */
  sheet: (locale: MessageLocale) => SheetSpec<never>
  /** The rows hold patient data: the export is a read of many records (audited as such). */
  clinical: boolean
  open: (db: Database, caller: Caller, filters: Record<string, unknown>) => Opened
}

const words = <T extends string>(table: Record<T, Record<MessageLocale, string>>) => table

const statusWords = words<UserStatus>({
  invited: { cs: 'pozván', en: 'invited' },
  active: { cs: 'aktivní', en: 'active' },
  locked: { cs: 'zablokován', en: 'locked' },
})
const regionName = (code: string | null) =>
  code === null ? null : (regions.find((r) => r.code === code)?.name ?? code)
const specialtyName = (code: string | null, locale: MessageLocale) =>
  code === null ? null : (specialties.find((s) => s.code === code)?.[locale] ?? code)

type Person = Pick<
  CenterDoctor,
  | 'degreesBefore'
  | 'firstName'
  | 'lastName'
  | 'degreesAfter'
  | 'email'
  | 'phone'
  | 'status'
  | 'invitedAt'
  | 'activatedAt'
>

/** Columns in one language: the locale is known when a sheet is written. */
type Localised<Item> = (locale: MessageLocale) => SheetColumn<Item>[]

const sheetOf =
  <Item>(name: Record<MessageLocale, string>, columns: Localised<Item>) =>
  (locale: MessageLocale) =>
    ({ name, columns: columns(locale) }) as unknown as SheetSpec<never>

const text = <Item>(
  cs: string,
  en: string,
  width: number,
  value: (item: Item) => CellValue,
): SheetColumn<Item> => ({ header: { cs, en }, type: 'text', width, value })

function personColumns<Item extends Person>(locale: MessageLocale): SheetColumn<Item>[] {
  return [
    text('Příjmení', 'Surname', 18, (p) => p.lastName),
    text('Jméno', 'First name', 14, (p) => p.firstName),
    text('Titul před', 'Degrees before', 10, (p) => p.degreesBefore),
    text('Titul za', 'Degrees after', 10, (p) => p.degreesAfter),
    text('E-mail', 'E-mail', 28, (p) => p.email),
    text('Telefon', 'Phone', 16, (p) => p.phone),
    text('Stav', 'State', 11, (p) => statusWords[p.status][locale]),
    {
      header: { cs: 'Pozván', en: 'Invited' },
      type: 'datetime',
      width: 16,
      value: (p) => new Date(p.invitedAt),
    },
    {
      header: { cs: 'Aktivován', en: 'Activated' },
      type: 'datetime',
      width: 16,
      value: (p) => (p.activatedAt ? new Date(p.activatedAt) : null),
    },
  ]
}

const centerDoctorColumns: Localised<CenterDoctor> = (locale) => [
  ...personColumns<CenterDoctor>(locale),
  text('Centrum', 'Centre', 28, (d) => d.centerName),
  text('Kraj centra', "Centre's region", 20, (d) => regionName(d.centerRegion)),
  text('Přijímá pacienty', 'Accepts patients', 10, (d) =>
    d.acceptsPatients ? (locale === 'cs' ? 'ano' : 'yes') : locale === 'cs' ? 'ne' : 'no',
  ),
]

const peripheralDoctorColumns: Localised<PeripheralDoctor> = (locale) => [
  ...personColumns<PeripheralDoctor>(locale),
  text('Praxe', 'Practice', 28, (d) => d.practiceName),
  text('IČO', 'Company ID (IČO)', 11, (d) => d.ico),
  text('IČP', 'Provider ID (IČP)', 11, (d) => d.icp),
  text('Kraj', 'Region', 20, (d) => regionName(d.region)),
  text('Odbornost', 'Specialty', 24, (d) => specialtyName(d.specialty, locale)),
]

const repColumns: Localised<Rep> = (locale) => [
  ...personColumns<Rep>(locale),
  text('Společnost', 'Company', 26, (r) => r.company),
  text('Kraje', 'Regions', 40, (r) => r.regions.map(regionName).join(', ')),
]

const sexWords = words<'female' | 'male'>({
  female: { cs: 'žena', en: 'female' },
  male: { cs: 'muž', en: 'male' },
})

const patientColumns: Localised<PatientSummary> = (locale) => [
  text('Příjmení', 'Surname', 18, (p) => p.lastName),
  text('Jméno', 'First name', 14, (p) => p.firstName),
  text('Rodné číslo', 'Birth number', 13, (p) =>
    p.birthNumber ? `${p.birthNumber.slice(0, 6)}/${p.birthNumber.slice(6)}` : null,
  ),
  {
    header: { cs: 'Datum narození', en: 'Birth date' },
    type: 'date',
    width: 12,
    value: (p) => p.birthDate,
  },
  text('Pohlaví', 'Sex', 8, (p) => sexWords[p.sex][locale]),
  text('Pojišťovna', 'Insurer', 10, (p) => p.insurer),
  text('Diagnózy', 'Diagnoses', 16, (p) => p.diagnoses.join(', ')),
  text('Odesílající lékař', 'Referring doctor', 24, (p) => p.referringDoctor?.listName ?? null),
  text('Centrum', 'Centre', 28, (p) => p.center?.name ?? null),
  text('Lékař centra', 'Centre doctor', 24, (p) => p.centerDoctor?.listName ?? null),
  {
    header: { cs: 'Založeno', en: 'Created' },
    type: 'datetime',
    width: 16,
    value: (p) => new Date(p.createdAt),
  },
]

type AuditRow = {
  occurredAt: Date
  action: string
  outcome: string
  actorRole: string | null
  actorUserId: string | null
  actorName: string | null
  targetType: string | null
  targetId: string | null
  patientId: string | null
  ip: string | null
}

const auditColumns: Localised<AuditRow> = () => [
  { header: { cs: 'Čas', en: 'Time' }, type: 'datetime', width: 17, value: (e) => e.occurredAt },
  text('Akce', 'Action', 30, (e) => e.action),
  text('Výsledek', 'Outcome', 10, (e) => e.outcome),
  text('Kdo', 'Who', 24, (e) => e.actorName),
  text('Role', 'Role', 16, (e) => e.actorRole),
  text('ID uživatele', 'User ID', 36, (e) => e.actorUserId),
  text('Typ cíle', 'Target type', 16, (e) => e.targetType),
  text('ID cíle', 'Target ID', 36, (e) => e.targetId),
  text('ID pacienta', 'Patient ID', 36, (e) => e.patientId),
  text('IP adresa', 'IP address', 16, (e) => e.ip),
]

const as = (opened: { rows: CursorQuery; counted: PromiseLike<unknown[]>; toItem: unknown }) =>
  opened as Opened

export const sources: Record<ExportKind, Source> = {
  'center-doctors': {
    fileName: { cs: 'lekari-center', en: 'centre-doctors' },
    sheet: sheetOf({ cs: 'Lékaři center', en: 'Centre doctors' }, centerDoctorColumns),
    clinical: false,
    open: (db, caller, filters) =>
      as(
        centerDoctorsExport(db, caller, filters as Extract<ExportDoctorsQuery, { kind: 'center' }>),
      ),
  },
  'peripheral-doctors': {
    fileName: { cs: 'lekari-terenni', en: 'peripheral-doctors' },
    sheet: sheetOf({ cs: 'Terénní lékaři', en: 'Peripheral doctors' }, peripheralDoctorColumns),
    clinical: false,
    open: (db, caller, filters) =>
      as(
        peripheralDoctorsExport(
          db,
          caller,
          filters as Extract<ExportDoctorsQuery, { kind: 'peripheral' }>,
        ),
      ),
  },
  reps: {
    fileName: { cs: 'reprezentanti', en: 'representatives' },
    sheet: sheetOf({ cs: 'Reprezentanti', en: 'Representatives' }, repColumns),
    clinical: false,
    open: (db, caller, filters) => as(repsExport(db, caller, filters as ExportRepsQuery)),
  },
  patients: {
    fileName: { cs: 'pacienti', en: 'patients' },
    sheet: sheetOf({ cs: 'Pacienti', en: 'Patients' }, patientColumns),
    clinical: true,
    open: (db, caller, filters) => as(patientsExport(db, caller, filters as ExportPatientsQuery)),
  },
  audit: {
    fileName: { cs: 'auditni-zaznam', en: 'audit-log' },
    sheet: sheetOf({ cs: 'Auditní záznam', en: 'Audit log' }, auditColumns),
    clinical: false,
    open: (db, _caller, filters) => as(auditExport(db, filters)),
  },
}

/**
 * The filters as the audit trail keeps them: a patient list's search text may be a name or a
 * birth number, so only whether there was one is recorded (the rows themselves never are).
 */
export function auditedFilters(kind: ExportKind, filters: Record<string, unknown>) {
  if (!sources[kind].clinical || filters.q === undefined) return filters
  const { q: _q, ...rest } = filters
  return { ...rest, searched: true }
}
