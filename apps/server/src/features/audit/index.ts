/** What the composition root uses of the audit viewer: the retention task (ADR 043). */
export { auditRetentionTask } from './retention'
