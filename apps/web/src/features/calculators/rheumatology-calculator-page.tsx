import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /calculator/rheumatology: DAS28, DAPSA, BASDAI and ASDAS (the calculators come with the scores issue). */
export function RheumatologyCalculatorPage() {
  const { t } = useI18n()
  return (
    <PageHeader
      title={t('rheumatologyCalculator.title')}
      description={t('rheumatologyCalculator.description')}
    />
  )
}
