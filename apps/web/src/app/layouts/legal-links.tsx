import { Link } from '../../shared/navigation/link'
import { useI18n } from '../../shared/i18n/use-i18n'
import { paths } from '../../shared/navigation/paths'

/** The terms and the privacy notice, linked from the footer of every page (public and signed in). */
export function LegalLinks() {
  const { t } = useI18n()
  return (
    <nav className="legal-links" aria-label={t('footer.legalNavigation')}>
      <ul>
        <li>
          <Link to={paths.terms}>{t('footer.terms')}</Link>
        </li>
        <li>
          <Link to={paths.privacy}>{t('footer.privacy')}</Link>
        </li>
      </ul>
    </nav>
  )
}
