import { useEffect, useId, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import {
  canReloadForChunk,
  isChunkLoadError,
  isReloadInProgress,
  reloadToRoute,
} from '../shared/build-version/chunk-reload'
import { isSessionEndedError } from '../shared/http/http-errors'
import { useI18n } from '../shared/i18n/use-i18n'
import { Button, ButtonLink } from '../shared/ui/button'
import { endExpiredSession } from './app-errors'
import { errorDetails, errorPath, isForbidden, isNotFound } from './error-details'
import { paths } from '../shared/navigation/paths'
import './error-page.css'

/**
 * The error page: fatal errors, the 403 and the 404. A failed lazy chunk is
 * first given one guarded reload to the intended route; only if that was tried in the last 10 s does
 * the page show.
 */
export function ErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const location = useLocation()
  const { t } = useI18n()
  const [showDetails, setShowDetails] = useState(false)
  const detailsId = useId()
  // Decided once per error: reload (guard permitting) or show the page. Reading the guard in render
  // and claiming it in the effect keeps the two in agreement.
  const reloading = useMemo(
    () => isChunkLoadError(error) && (isReloadInProgress() || canReloadForChunk()),
    [error],
  )

  useEffect(() => {
    if (reloading && !isReloadInProgress()) {
      reloadToRoute(location.pathname + location.search + location.hash)
    } else if (isSessionEndedError(error)) {
      endExpiredSession()
    }
  }, [error, location, reloading])

  if (reloading) {
    return (
      <p role="status" className="error-page">
        {t('error.reloading')}
      </p>
    )
  }

  const notFound = isNotFound(error)
  const forbidden = isForbidden(error)
  const details = errorDetails(error)
  // The visible line is the reader's language; the Error's own message stays in the details.
  const pagePath = errorPath(error) ?? location.pathname
  const title = notFound
    ? t('error.notFound.title')
    : forbidden
      ? t('error.forbidden.title')
      : t('error.title')
  const description = notFound
    ? t('error.notFound.description')
    : forbidden
      ? t('error.forbidden.description')
      : t('error.description')
  const Wrapper = standalone ? 'main' : 'div'
  const rows: [string, string][] = [
    [t('error.details.message'), details.message],
    [t('error.details.name'), details.name],
    [t('error.details.cause'), details.cause],
    [t('error.details.statusCode'), details.statusCode],
    [t('error.details.statusMessage'), details.statusMessage],
  ]
  return (
    <Wrapper
      className={`error-page${standalone ? ' error-page--standalone' : ''}`}
      id={standalone ? 'main' : undefined}
    >
      <title>{`${title} · Konzilium`}</title>
      <h1 tabIndex={-1}>{title}</h1>
      {notFound && (
        <p className="error-page__message">{t('error.notFound.message', { path: pagePath })}</p>
      )}
      {forbidden && <p className="error-page__message">{t('error.forbidden.message')}</p>}
      <p>{description}</p>
      <div className="error-page__actions">
        <ButtonLink to={paths.home} reloadDocument={standalone}>
          {t('error.home')}
        </ButtonLink>
        <Button
          variant="secondary"
          aria-expanded={showDetails}
          aria-controls={detailsId}
          onClick={() => {
            setShowDetails((shown) => !shown)
          }}
        >
          {showDetails ? t('error.details.hide') : t('error.details.show')}
        </Button>
      </div>
      <dl
        id={detailsId}
        className="error-page__details"
        data-testid="error-details"
        hidden={!showDetails}
      >
        {rows.map(([label, value]) => (
          <div key={label} className="error-page__row">
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </Wrapper>
  )
}
