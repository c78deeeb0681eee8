/** What other features use of exports: the list's "Export to Excel" button (ADR 042). */
export { ExportButton } from './export-button'
