import { useI18n } from '../../shared/i18n/use-i18n'
import { PageHeader } from '../../shared/ui/page-header'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

/** /evaluation: a patient fills in a questionnaire (e.g. DLQI) from a one-time link sent by the doctor (ADR 004). */
export function EvaluationPage() {
  const { t } = useI18n()
  return <PageHeader title={t('evaluation.title')} description={t('evaluation.description')} />
}
