/** What the rest of the server uses of questionnaire links: their scheduled purge (ADR 041). */
export { evaluationLinksPurgeTask, purgeExpiredEvaluationLinks } from './purge'
