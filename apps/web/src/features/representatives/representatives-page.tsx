import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'

/** /app/representants: pharma representatives and their regions. */
export function RepresentativesPage() {
  const { t } = useI18n()
  return (
    <PageHeader title={t('representatives.title')} description={t('representatives.description')} />
  )
}
