import { defineEndpoint } from '../endpoint'

const exportsSchemas = () => import('../exports')
const clientPage = () => import('../exports/client-page')
const tag = 'exports'

const listExportDescription =
  'The query is the list’s own without its page (same filters, search, sort and scope). Up to ' +
  '`EXPORT_DIRECT_MAX_ROWS` rows the answer is 200 with the XLSX file; above it 202 with an ' +
  'export job, downloaded from `/export?job=` once done.'

/**
 * `/api/exports/*`: whole filtered lists as Excel files (ADR 042), the caller's export jobs, and a
 * patient summary or a referral as PDF (ADR 044).
 */
export const exportsEndpoints = {
  exportDoctors: defineEndpoint({
    method: 'POST',
    path: '/api/exports/doctors-excel',
    summary: 'Export the centre or peripheral doctors list (as filtered) to XLSX',
    description: listExportDescription,
    tag,
    auth: 'bearer',
    access: 'exports.doctors',
    status: 202,
    errors: [400, 401, 403],
    schemas: () =>
      exportsSchemas().then((m) => ({
        query: m.exportDoctorsQuerySchema,
        response: m.exportJobSchema,
      })),
  }),
  exportReps: defineEndpoint({
    method: 'POST',
    path: '/api/exports/reps-excel',
    summary: 'Export the representatives list (as filtered) to XLSX',
    description: listExportDescription,
    tag,
    auth: 'bearer',
    access: 'reps.read',
    status: 202,
    errors: [400, 401, 403],
    schemas: () =>
      exportsSchemas().then((m) => ({
        query: m.exportRepsQuerySchema,
        response: m.exportJobSchema,
      })),
  }),
  exportPatients: defineEndpoint({
    method: 'POST',
    path: '/api/exports/patients-excel',
    summary: 'Export the patient list (as filtered) to XLSX; audited as a read of the records',
    description: listExportDescription,
    tag,
    auth: 'bearer',
    access: 'exports.patients',
    status: 202,
    errors: [400, 401, 403],
    schemas: () =>
      exportsSchemas().then((m) => ({
        query: m.exportPatientsQuerySchema,
        response: m.exportJobSchema,
      })),
  }),
  exportAudit: defineEndpoint({
    method: 'POST',
    path: '/api/exports/audit-excel',
    summary: 'Export the audit log (as filtered) to XLSX; the export is itself audited',
    description: listExportDescription,
    tag,
    auth: 'bearer',
    access: 'audit.read',
    status: 202,
    errors: [400, 401, 403],
    schemas: () =>
      exportsSchemas().then((m) => ({
        query: m.exportAuditQuerySchema,
        response: m.exportJobSchema,
      })),
  }),
  listExportJobs: defineEndpoint({
    method: 'GET',
    path: '/api/exports/jobs',
    summary: "The caller's export jobs, newest first (state, progress, size, expiry)",
    tag,
    auth: 'bearer',
    access: 'exports.jobs',
    errors: [401, 403],
    schemas: () => exportsSchemas().then((m) => ({ response: m.exportJobListSchema })),
  }),
  getExportJob: defineEndpoint({
    method: 'GET',
    path: '/api/exports/jobs/:id',
    summary: "One of the caller's export jobs; anyone else's is not found",
    tag,
    auth: 'bearer',
    access: 'exports.jobs',
    errors: [400, 401, 403, 404],
    schemas: () =>
      exportsSchemas().then((m) => ({
        params: m.exportJobParamsSchema,
        response: m.exportJobSchema,
      })),
  }),
  downloadExportJob: defineEndpoint({
    method: 'GET',
    path: '/api/exports/jobs/:id/file',
    summary: "Download a finished export job's file (its author only); an expired one is 410",
    tag,
    auth: 'bearer',
    access: 'exports.jobs',
    errors: [400, 401, 403, 404, 409, 410],
    schemas: () =>
      exportsSchemas().then((m) => ({
        params: m.exportJobParamsSchema,
        response: m.exportFileSchema,
      })),
  }),
  exportClientPage: defineEndpoint({
    method: 'POST',
    path: '/api/exports/client-page',
    summary: 'A patient summary or a referral as a PDF document',
    description:
      'The body names the kind (`patient` or `referral`), its id and optionally the language of ' +
      'the document (`cs` or `en`; the caller’s by default). Something the caller may not read ' +
      'answers 404. Every export is audited.',
    tag,
    auth: 'bearer',
    access: 'exports.client-page',
    errors: [400, 401, 403, 404],
    schemas: () =>
      clientPage().then((m) => ({
        body: m.clientPageInputSchema,
        response: m.clientPageFileSchema,
      })),
  }),
}
