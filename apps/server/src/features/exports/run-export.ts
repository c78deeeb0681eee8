import { PassThrough, type Readable } from 'node:stream'
import { XLSX_CONTENT_TYPE, type ExportKind } from '@konzilium/contract/exports'
import type { MessageLocale } from '@konzilium/contract/validation-messages'
import { readInBatches } from '../../db/cursor'
import type { Caller } from '../../platform/auth/access'
import type { Services } from '../../platform/services'
import { sources } from './sources'
import { writeSheet } from './xlsx'

/** Rows read from the database per batch (one `fetch` of the cursor). */
export const BATCH_ROWS = 1000

/** The list's whole filtered result, counted, as the caller's pages would show it. */
export async function countRows(
  s: Services,
  caller: Caller,
  kind: ExportKind,
  filters: Record<string, unknown>,
): Promise<number> {
  const [row] = await sources[kind].open(s.db, caller, filters).counted
  return Number((row as { n?: number | string } | undefined)?.n ?? 0)
}

/**
 * Streams the XLSX file of an export: the list's rows read through a cursor, written by the sheet
 * writer, out of the returned stream. A failure while writing destroys the stream with its error.
 */
export function exportStream(
  s: Services,
  caller: Caller,
  kind: ExportKind,
  filters: Record<string, unknown>,
  locale: MessageLocale,
  onBatch?: (rowsDone: number) => Promise<void>,
): { stream: Readable; written: Promise<number> } {
  const source = sources[kind]
  const opened = source.open(s.db, caller, filters)
  const toItem = opened.toItem as (row: unknown) => never
  async function* items() {
    for await (const batch of readInBatches<unknown>(s.database, opened.rows, BATCH_ROWS))
      yield batch.map(toItem)
  }
  const out = new PassThrough()
  const written = writeSheet(out, source.sheet(locale), locale, items(), onBatch)
  written.catch((error: unknown) => out.destroy(error as Error))
  return { stream: out, written }
}

/** `pacienti-2026-11-28.xlsx`: the list's name in the language and the day (Prague). */
export function exportFileName(kind: ExportKind, locale: MessageLocale, at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(at)
  return `${sources[kind].fileName[locale]}-${day}.xlsx`
}

export { XLSX_CONTENT_TYPE }
