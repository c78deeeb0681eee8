import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import './calculators.css'

/** /calculator: the two specialties' calculators, public and without signing in. */
export function CalculatorIndexPage() {
  const { t } = useI18n()
  return (
    <>
      <PageHeader title={t('calculators.title')} description={t('calculators.description')} />
      <div className="calculator-grid">
        <Card
          title={<Link to={paths.calculatorDermatology}>{t('dermatologyCalculator.title')}</Link>}
        >
          <p>{t('calculators.dermatology.text')}</p>
          <p className="calculator-scores">PASI · BSA · DLQI</p>
        </Card>
        <Card
          title={<Link to={paths.calculatorRheumatology}>{t('rheumatologyCalculator.title')}</Link>}
        >
          <p>{t('calculators.rheumatology.text')}</p>
          <p className="calculator-scores">DAS28 · DAPSA · BASDAI · ASDAS</p>
        </Card>
      </div>
      <p className="calculator-note">{t('calculators.note')}</p>
    </>
  )
}
