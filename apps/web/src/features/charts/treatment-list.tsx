import type { ChartTreatment } from '@konzilium/contract/charts'
import { Card } from '../../shared/ui/card'
import { useChartMessages } from './chart-messages'
import { useChartText } from './chart-words'

/** The treatment periods the charts shade, in words. */
export function TreatmentList({ treatments }: { treatments: readonly ChartTreatment[] }) {
  const { t } = useChartMessages()
  const text = useChartText()
  return (
    <Card title={t('treatments.title')} className="chart-treatments">
      {treatments.length === 0 ? (
        <p>{t('treatments.none')}</p>
      ) : (
        <ul>
          {treatments.map((treatment) => (
            <li key={`${treatment.drug}-${treatment.start}`}>{text.period(treatment)}</li>
          ))}
        </ul>
      )}
    </Card>
  )
}
