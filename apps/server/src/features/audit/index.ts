/** The whole filtered audit trail for an export (ADR 042), in the viewer's order. */
export { auditExport } from './service'
