import { useEffect, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { NavLink } from '../../shared/navigation/link'
import { useI18n } from '../../shared/i18n/use-i18n'
import { paths } from '../../shared/navigation/paths'
import { loginPathFor, returnTargetIn } from '../../shared/navigation/return-target'
import { useSessionUser } from '../../shared/session/use-session-user'
import { ButtonLink } from '../../shared/ui/button'
import { CloseIcon, LogoMark, MenuIcon } from '../../shared/ui/shell-icons'
import { LegalLinks } from './legal-links'
import { LanguageSelect, ThemeToggle } from './preference-controls'
import { rememberChoiceBeforeSignIn } from '../../shared/preferences/choices-before-sign-in'
import './public-layout.css'

const MENU_ID = 'public-menu'

/**
 * Header, main and footer of every public page; kept in the main chunk because / and /login need it
 * at once. Below lg (1280 px) the links and the language and theme switches fold into a menu
 * button (a disclosure: aria-expanded, Escape closes and returns focus to the button).
 */
export function PublicLayout() {
  const { t } = useI18n()
  const user = useSessionUser()
  const location = useLocation()
  const returnTo = returnTargetIn(location.search)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)

  // A chosen destination closes the menu.
  const [menuPath, setMenuPath] = useState(location.pathname)
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname)
    setMenuOpen(false)
  }

  useEffect(() => {
    if (!menuOpen) return undefined
    // Opening moves focus into the menu, to its first link.
    menu.current?.querySelector<HTMLElement>('a, button, select')?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [menuOpen])

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
          <div
            ref={menu}
            id={MENU_ID}
            className={menuOpen ? 'site-header__menu site-header__menu--open' : 'site-header__menu'}
          >
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
              <LanguageSelect
                className="field--inline"
                onChanged={(language) => {
                  if (!user) rememberChoiceBeforeSignIn({ language })
                }}
              />
              <ThemeToggle
                onChanged={(dark) => {
                  if (!user) rememberChoiceBeforeSignIn({ theme: dark ? 'dark' : 'light' })
                }}
              />
            </div>
          </div>
          <div className="site-header__actions">
            {user ? (
              <ButtonLink to={paths.app.home} small>
                {t('nav.openApp')}
              </ButtonLink>
            ) : (
              <ButtonLink to={returnTo ? loginPathFor(paths.login, returnTo) : paths.login} small>
                {t('nav.signIn')}
              </ButtonLink>
            )}
            <button
              ref={menuButton}
              type="button"
              className="icon-btn site-header__menu-button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => {
                setMenuOpen((open) => !open)
              }}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              <span className="visually-hidden">{t('layout.menu')}</span>
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="public__main" tabIndex={-1}>
        {returnTo && !user && location.pathname !== paths.login && (
          <p className="return-notice" role="status">
            {t('layout.signInToContinue')}
          </p>
        )}
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p>{t('footer.audience', { year: String(new Date().getFullYear()) })}</p>
          <p>{t('footer.disclaimer')}</p>
          <LegalLinks />
        </div>
      </footer>
    </div>
  )
}
