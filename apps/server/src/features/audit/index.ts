/**
 * What others use of the audit viewer: the retention task (ADR 043), and the whole filtered audit
 * trail for an export (ADR 042), in the viewer's order.
 */
export { auditRetentionTask } from './retention'
export { auditExport } from './service'
