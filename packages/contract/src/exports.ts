import { z } from 'zod'
import { listAuditEventsQuerySchema } from './audit'
import { listCenterDoctorsQuerySchema, listPeripheralDoctorsQuerySchema } from './doctors'
import { listPatientsQuerySchema } from './patients'
import { listRepsQuerySchema } from './representatives'

/**
 * Exports of whole lists to Excel files (ADR 042). Each export takes exactly the query of the list
 * on screen without its page: the same filters, search and sort, and the same scope on the server.
 * A small export answers with the file at once (200, an XLSX attachment); a larger one (more rows
 * than the server's `EXPORT_DIRECT_MAX_ROWS`) answers 202 with an export job, which runs in the
 * background and is downloaded from `/export?job=` by its author once done.
 */

const withoutPage = { page: true, pageSize: true } as const

/** `POST /api/exports/doctors-excel`: `kind` picks the list (the tab of the doctors screen). */
export const exportDoctorsQuerySchema = z.discriminatedUnion('kind', [
  listCenterDoctorsQuerySchema.omit(withoutPage).extend({ kind: z.literal('center') }),
  listPeripheralDoctorsQuerySchema.omit(withoutPage).extend({ kind: z.literal('peripheral') }),
])
export type ExportDoctorsQuery = z.infer<typeof exportDoctorsQuerySchema>

/** `POST /api/exports/reps-excel`. */
export const exportRepsQuerySchema = listRepsQuerySchema.omit(withoutPage)
export type ExportRepsQuery = z.infer<typeof exportRepsQuerySchema>

/** `POST /api/exports/patients-excel`. */
export const exportPatientsQuerySchema = listPatientsQuerySchema.omit(withoutPage)
export type ExportPatientsQuery = z.infer<typeof exportPatientsQuerySchema>

/** `POST /api/exports/audit-excel` (admins; the export is itself audited). */
export const exportAuditQuerySchema = listAuditEventsQuerySchema.omit(withoutPage)
export type ExportAuditQuery = z.infer<typeof exportAuditQuerySchema>

export const exportKinds = [
  'center-doctors',
  'peripheral-doctors',
  'reps',
  'patients',
  'audit',
] as const
export type ExportKind = (typeof exportKinds)[number]
export const exportKindSchema = z.enum(exportKinds)

/** A job waits (`queued`), is written (`running`), then is ready (`done`) or failed. */
export const exportJobStates = ['queued', 'running', 'done', 'failed'] as const
export type ExportJobState = (typeof exportJobStates)[number]

export const exportJobSchema = z.object({
  id: z.uuid(),
  kind: exportKindSchema,
  state: z.enum(exportJobStates),
  /** Rows written so far and rows the export holds (known when it starts). */
  rowsDone: z.number().int(),
  rowsTotal: z.number().int(),
  /** The file's size in bytes, once done. */
  size: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** When the file is deleted; a job past it is `expired` and cannot be downloaded. */
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
  /** The file's name for the download, e.g. `pacienti-2026-11-28.xlsx`. */
  fileName: z.string(),
})
export type ExportJob = z.infer<typeof exportJobSchema>

export const exportJobListSchema = z.object({ items: z.array(exportJobSchema) })
export type ExportJobList = z.infer<typeof exportJobListSchema>

export const exportJobParamsSchema = z.object({ id: z.uuid() })

/** A direct answer or a download: the XLSX file itself, sent as an attachment. */
export const exportFileSchema = z
  .string()
  .describe('The XLSX file (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)')

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
