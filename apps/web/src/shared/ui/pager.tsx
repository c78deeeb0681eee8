import { useI18n } from '../i18n/use-i18n'
import { Button } from './button'
import './pager.css'

/**
 * The pages under a list: previous, "Page 2 of 5", next. A named navigation landmark (a page may
 * hold more than one list); the page text is a polite live region, so a screen reader hears where
 * a click led; at either end its button is disabled. Pages count from 1.
 */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
}: {
  label: string
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
}) {
  const { t } = useI18n()
  const pages = pageCount(total, pageSize)
  return (
    <nav className="pager" aria-label={label}>
      <Button
        variant="secondary"
        small
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1)
        }}
      >
        {t('pager.previous')}
      </Button>
      <span aria-live="polite">{t('pager.page', { page, pages })}</span>
      <Button
        variant="secondary"
        small
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1)
        }}
      >
        {t('pager.next')}
      </Button>
    </nav>
  )
}

/** How many pages `total` items fill, `pageSize` a page: at least one, so an empty list is "1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
