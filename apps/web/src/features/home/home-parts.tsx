import { diagnoses } from '@konzilium/contract/codes'
import { createContext, use, type ReactNode } from 'react'
import { formatDate } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import '../../shared/ui/card.css'
import { useHomeMessages } from './home-messages'
import { daysSince } from './home-age'

/* What every role's home is built of: its cards, the links into the screens, the age of a row. */

/**
 * One table of the home in a card. The card's heading is for the eye and the page outline; the
 * table's caption names its scrollable region, so the card itself is no second region by the
 * same name.
 */
export function Section({
  title,
  children,
  footer,
}: {
  title: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="card home-section">
      <h2 className="card__title">{title}</h2>
      {children}
      {footer && <p className="home-section__footer">{footer}</p>}
    </section>
  )
}

export function useDiagnosisName() {
  const { locale } = useHomeMessages()
  return (code: string) => {
    const found = diagnoses.find((d) => d.code === code)
    return found ? `${code} ${found[locale]}` : code
  }
}

/** When the home's answer arrived: ages are counted to it, so a render stays pure. */
export const AnsweredAt = createContext(0)

export function Age({ iso }: { iso: string }) {
  const { t, locale } = useHomeMessages()
  const days = daysSince(iso, use(AnsweredAt))
  return (
    <time dateTime={iso} title={formatDate(locale, new Date(iso))}>
      {days === 0 ? t('age.today') : t('age.days', { count: days })}
    </time>
  )
}

export function AllReferrals({ total, shown }: { total: number; shown: number }) {
  const { t } = useHomeMessages()
  if (total <= shown) return null
  return <Link to={paths.app.referrals}>{t('allReferrals', { count: total })}</Link>
}
