/** The whole representatives list for an export (ADR 042): the page's scope, filters and sort. */
export { repsExport } from './service'
