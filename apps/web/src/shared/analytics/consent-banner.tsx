import { useSyncExternalStore } from 'react'
import { useI18n } from '../i18n/use-i18n'
import { Button } from '../ui/button'
import { analyticsConsent } from './analytics'
import './consent-banner.css'

/** Asks for analytics consent; rendered only while analytics is configured and no choice is known. */
export function ConsentBanner() {
  const { t } = useI18n()
  const needsChoice = useSyncExternalStore(
    analyticsConsent.subscribe,
    analyticsConsent.needsChoice,
    analyticsConsent.needsChoice,
  )
  if (!needsChoice) return null
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>{t('consent.description')}</p>
      <div className="consent-banner__actions">
        <Button
          onClick={() => {
            analyticsConsent.decide('granted')
          }}
        >
          {t('consent.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            analyticsConsent.decide('denied')
          }}
        >
          {t('consent.reject')}
        </Button>
      </div>
    </section>
  )
}
