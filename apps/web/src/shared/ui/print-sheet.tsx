import { formatDate } from '../i18n/format'
import { useI18n } from '../i18n/use-i18n'
import { Button } from './button'
import './print-sheet.css'

/**
 * The paper header of a printable page: the platform, and when they apply the centre and the
 * referring doctor, then the day it was printed. Hidden on screen; its presence switches on the
 * print sheet (print-sheet.css), which leaves the app's chrome and the buttons off the paper.
 */
export function PrintHeader({ center, referrer }: { center?: string; referrer?: string }) {
  const { t, locale } = useI18n()
  return (
    <div className="print-sheet__header">
      <strong className="print-sheet__platform">Konzilium</strong>
      <dl>
        {center && (
          <div>
            <dt>{t('print.center')}</dt>
            <dd>{center}</dd>
          </div>
        )}
        {referrer && (
          <div>
            <dt>{t('print.referrer')}</dt>
            <dd>{referrer}</dd>
          </div>
        )}
        <div>
          <dt>{t('print.printed')}</dt>
          <dd>{formatDate(locale, new Date())}</dd>
        </div>
      </dl>
    </div>
  )
}

/** "Tisk" / "Print": the browser's print dialog, which prints the page's print sheet. */
export function PrintButton() {
  const { t } = useI18n()
  return (
    <Button
      variant="secondary"
      className="print-sheet__hide"
      onClick={() => {
        window.print()
      }}
    >
      {t('print.action')}
    </Button>
  )
}
