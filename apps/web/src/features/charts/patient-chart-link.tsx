import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { useChartMessages } from './chart-messages'

/** "Scores over time (chart)": the link from a patient's record to its chart. */
export function PatientChartLink({ patientId }: { patientId: string }) {
  const { t } = useChartMessages()
  return (
    <p className="print-sheet__hide">
      <Link to={to.patientChart(patientId)}>{t('chart.link')}</Link>
    </p>
  )
}
