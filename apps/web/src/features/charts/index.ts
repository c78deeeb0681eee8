/** What other features may use of the chart: the link to a patient's chart. */
export { PatientChartLink } from './patient-chart-link'
