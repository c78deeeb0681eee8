import { NavLink, Outlet } from 'react-router'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { ButtonLink } from '../../shared/ui/button'
import { LogoMark } from '../../shared/ui/icons'
import { paths } from '../paths'
import { LanguageSelect, ThemeToggle } from './preference-controls'
import './public-layout.css'

/** Header, main and footer of every public page; kept in the main chunk because / and /login need it at once. */
export function PublicLayout() {
  const { t } = useI18n()
  const user = useSessionUser()
  return (
    <div className="public">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <NavLink to={paths.home} className="brand" aria-label={t('layout.homeLink')}>
            <LogoMark />
            <span>Konzilium</span>
          </NavLink>
          <nav className="site-nav" aria-label={t('layout.publicNavigation')}>
            <ul>
              <li>
                <NavLink to={paths.calculator}>{t('nav.calculators')}</NavLink>
              </li>
              <li>
                <NavLink to={paths.materialsSystemTherapy}>{t('nav.materials')}</NavLink>
              </li>
              <li>
                <NavLink to={paths.registerPeripheral}>{t('nav.register')}</NavLink>
              </li>
            </ul>
          </nav>
          <div className="site-header__tools">
            <LanguageSelect className="field--inline" />
            <ThemeToggle />
            {user ? (
              <ButtonLink to={paths.app.home} small>
                {t('nav.openApp')}
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.login} small>
                {t('nav.signIn')}
              </ButtonLink>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="public__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p>{t('footer.audience', { year: String(new Date().getFullYear()) })}</p>
          <p>{t('footer.disclaimer')}</p>
        </div>
      </footer>
    </div>
  )
}
