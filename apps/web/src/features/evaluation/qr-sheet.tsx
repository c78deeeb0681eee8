import type { CreatedEvaluationLink } from '@konzilium/contract/evaluation'
import { formatDateTime } from '../../shared/i18n/format'
import { Button } from '../../shared/ui/button'
import { useEvaluationMessages } from './evaluation-messages'

const PRINTING = 'evaluation-qr-printing'

/**
 * Prints only the QR sheet: a class on the document switches the print style to the sheet alone
 * (evaluation.css) while the browser's print dialog is open.
 */
function printSheet() {
  const root = document.documentElement
  root.classList.add(PRINTING)
  const done = () => {
    root.classList.remove(PRINTING)
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  window.print()
}

/**
 * The sheet a doctor hands the patient: the questionnaire, the QR code of the one-time link (an
 * image from the server's SVG) and how long it works. The link's text is not shown: the code is
 * enough to open it, and a secret on screen is one more place to leak.
 */
export function QrSheet({ created }: { created: CreatedEvaluationLink }) {
  const { t, locale } = useEvaluationMessages()
  const { link } = created
  const name = link.questionnaire === 'dlqi' ? 'DLQI' : 'BASDAI'
  return (
    <div className="evaluation-qr">
      <div className="evaluation-qr__sheet">
        <h2>{t('evaluation.sheet.title', { questionnaire: name })}</h2>
        <img
          className="evaluation-qr__code"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qrSvg)}`}
          alt={t('evaluation.sheet.qr')}
          width={240}
          height={240}
        />
        <p>
          {t('evaluation.sheet.text', {
            date: formatDateTime(locale, Date.parse(link.expiresAt)),
          })}
        </p>
      </div>
      <Button onClick={printSheet}>{t('evaluation.send.print')}</Button>
    </div>
  )
}
