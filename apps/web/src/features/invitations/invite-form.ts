import type { Role } from '@konzilium/contract/session'
import type { InviteKind } from './api'

export type InviteChoice = InviteKind | 'rep-batch'

/** Who may invite whom (ADR 007); the server checks it again. */
export function inviteChoicesFor(role: Role | undefined): InviteChoice[] {
  switch (role) {
    case 'admin':
      return ['center-doctor', 'peripheral-doctor', 'rep', 'rep-batch']
    case 'center_doctor':
      return ['center-doctor', 'peripheral-doctor']
    case 'rep':
      return ['peripheral-doctor']
    case 'peripheral_doctor':
    case 'patient':
    case undefined:
      return []
  }
}

export const emptyInvite = {
  email: '',
  degreesBefore: '',
  firstName: '',
  lastName: '',
  degreesAfter: '',
  phone: '',
  locale: 'cs',
  centerId: '',
  practiceName: '',
  ico: '',
  icp: '',
  region: '',
  specialty: '',
  company: '',
  regions: [] as string[],
}
export type InviteValues = typeof emptyInvite

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())
const digits = (value: string) => orNull(value.replace(/\s+/g, ''))

/** Form values to the input of the kind's invite schema: only that kind's fields, empty as null. */
export function inviteInput(kind: InviteKind, values: InviteValues) {
  const person = {
    email: values.email,
    degreesBefore: orNull(values.degreesBefore),
    firstName: values.firstName,
    lastName: values.lastName,
    degreesAfter: orNull(values.degreesAfter),
    phone: orNull(values.phone),
    locale: values.locale === 'en' ? 'en' : 'cs',
  }
  switch (kind) {
    case 'center-doctor':
      return { ...person, centerId: values.centerId }
    case 'peripheral-doctor':
      return {
        ...person,
        practiceName: orNull(values.practiceName),
        ico: digits(values.ico),
        icp: digits(values.icp),
        region: orNull(values.region),
        specialty: orNull(values.specialty),
      }
    case 'rep':
      return { ...person, company: orNull(values.company), regions: values.regions }
  }
}

/** Column names a pasted list may have in its first row (the contract's, Czech or English). */
export type ColumnNames = Readonly<Record<string, readonly string[]>>

/** Without a header row, a pasted list has these columns (the hint on the page says so). */
export const defaultPastedColumns = [
  'email',
  'firstName',
  'lastName',
  'company',
  'regions',
] as const

/**
 * A list pasted from a spreadsheet or typed by hand, one person per line: cells split by tabs, `;` or
 * `,`; a first row of known column names decides the columns, otherwise `defaultPastedColumns`.
 * Regions may be several NUTS codes in one cell. The server validates every row on its own.
 */
export function parsePastedRows(text: string, columnNames: ColumnNames): Record<string, unknown>[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const first = lines[0]
  if (first === undefined) return []
  const delimiter = first.includes('\t')
    ? '\t'
    : (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) && first.includes(';')
      ? ';'
      : ','
  const split = (line: string) => line.split(delimiter).map((cell) => cell.trim())
  const fieldOf = (header: string) => {
    const name = header.toLowerCase()
    return Object.entries(columnNames).find(([, names]) => names.includes(name))?.[0] ?? null
  }
  const headerFields = split(first).map(fieldOf)
  const hasHeader = headerFields.includes('email')
  const fields: (string | null)[] = hasHeader ? headerFields : [...defaultPastedColumns]
  return (hasHeader ? lines.slice(1) : lines).map((line) => {
    const row: Record<string, unknown> = {}
    split(line).forEach((value, index) => {
      const field = fields[index]
      if (!field || value === '') return
      row[field] = field === 'regions' ? value.split(/[\s,;|]+/).filter(Boolean) : value
    })
    return row
  })
}

/** The content type the server expects for an uploaded list (browsers name CSV files variously). */
export function batchFileType(file: { name: string; type: string }): string | null {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx'))
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'text/csv'
  return null
}
