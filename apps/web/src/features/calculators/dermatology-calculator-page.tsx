import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /calculator/dermatology: PASI, BSA and DLQI (the calculators come with the scores issue). */
export function DermatologyCalculatorPage() {
  const { t } = useI18n()
  return (
    <PageHeader
      title={t('dermatologyCalculator.title')}
      description={t('dermatologyCalculator.description')}
    />
  )
}
