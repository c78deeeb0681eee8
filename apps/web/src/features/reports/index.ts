/** What other features may use of reports: the PDF and send-by-link actions of a record. */
export { ReportActions } from './report-actions'
