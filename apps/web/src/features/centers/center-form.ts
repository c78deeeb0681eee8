import type { Center, UpdateCenterInput } from '@konzilium/contract/centers'
import { formatPhone, formatPostalCode } from '@konzilium/contract/czech'

/** The centre form's values: strings as typed; empty optional fields become null for the API. */
export type CenterValues = {
  name: string
  city: string
  region: string
  specialty: string
  street: string
  postalCode: string
  phone: string
  email: string
}

export const emptyCenter: CenterValues = {
  name: '',
  city: '',
  region: '',
  specialty: '',
  street: '',
  postalCode: '',
  phone: '',
  email: '',
}

export function centerValues(center: Center): CenterValues {
  return {
    name: center.name,
    city: center.city,
    region: center.region,
    specialty: center.specialty,
    street: center.street ?? '',
    postalCode: center.postalCode ? formatPostalCode(center.postalCode) : '',
    phone: center.phone ? formatPhone(center.phone) : '',
    email: center.email ?? '',
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value)

export function centerInput(values: CenterValues): UpdateCenterInput {
  return {
    name: values.name,
    city: values.city,
    region: values.region as UpdateCenterInput['region'],
    specialty: values.specialty as UpdateCenterInput['specialty'],
    street: orNull(values.street),
    postalCode: orNull(values.postalCode),
    phone: orNull(values.phone),
    email: orNull(values.email),
  }
}

/** Columns of a pasted list without a header row. */
export const defaultPastedColumns = 'název;město;kraj;odbornost;ulice;psč;telefon;e-mail'

/**
 * Pasted rows (copied from a spreadsheet: tab-separated, or `;`/`,`) as a CSV the batch upload
 * reads; without a header row naming the name column, the default column order is put first.
 */
export function pastedTextToCsv(text: string, nameHeaders: readonly string[]): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  if (lines.length === 0) return ''
  const rows = lines.map((line) => (line.includes('\t') ? line.split('\t').join(';') : line))
  const first = (rows[0] ?? '').split(/[;,]/).map((cell) => cell.trim().toLowerCase())
  const hasHeader = first.some((cell) => nameHeaders.includes(cell))
  const delimiter = (rows[0] ?? '').includes(';') ? ';' : ','
  const header = hasHeader ? [] : [defaultPastedColumns.split(';').join(delimiter)]
  return [...header, ...rows].join('\r\n') + '\r\n'
}

export function batchFileType(file: { name: string }): string | null {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx'))
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'text/csv'
  return null
}

/** A template file to fill in (the example row is made up). */
export const centerTemplateCsv =
  '\uFEFFnázev;město;kraj;odbornost;ulice;psč;telefon;e-mail\r\nDermatologické centrum Příklad;Brno;Jihomoravský kraj;dermatologie;Pekařská 53;656 91;543 181 111;centrum@example.cz\r\n'
