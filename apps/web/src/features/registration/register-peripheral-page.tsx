import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /register/peripheral: public registration of an outpatient doctor (the form, with human verification, comes with the registration issue). */
export function RegisterPeripheralPage() {
  const { t } = useI18n()
  return (
    <PageHeader
      title={t('registerPeripheral.title')}
      description={t('registerPeripheral.description')}
    />
  )
}
