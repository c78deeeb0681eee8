import { useEffect, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { NavLink } from '../../shared/navigation/link'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSavePreferences } from '../../shared/preferences/use-preferences'
import { displayName } from '../../shared/session/display-name'
import { keepSessionAlive } from '../../shared/session/session-keeper'
import { session } from '../../shared/session/session-store'
import { useSessionUser } from '../../shared/session/use-session-user'
import { storage, storageKeys } from '../../shared/storage/storage'
import { useIsMobile } from '../../shared/theme/use-breakpoint'
import { IconButton } from '../../shared/ui/button'
import { Drawer } from '../../shared/ui/drawer'
import { LogoMark, MenuIcon, SettingsIcon, UserIcon } from '../../shared/ui/icons'
import { NotificationBell } from '../../features/notifications'
import { endExpiredSession } from '../app-errors'
import { paths } from '../../shared/navigation/paths'
import { navigationFor } from '../../shared/navigation/navigation-items'
import { LegalLinks } from './legal-links'
import { LanguageSelect, ThemeToggle } from './preference-controls'
import { UserMenu } from './user-menu'
import './app-layout.css'
import { appMessages } from '../../shared/i18n/parts/app'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The global texts of the signed-in app (and of the forms it shares with the public pages). */
export const messages = [publicMessages, appMessages]

const DRAWER_ID = 'app-navigation'

/**
 * The signed-in shell: app bar and a navigation drawer that is permanent from lg (1280 px) and a
 * temporary modal panel below it. Entering it starts the session keeper.
 */
export function AppLayout() {
  const { t } = useI18n()
  const user = useSessionUser()
  const mobile = useIsMobile()
  const navigate = useNavigate()
  const location = useLocation()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const savePreferences = useSavePreferences()

  useEffect(() => keepSessionAlive(endExpiredSession), [])

  // Signed out in another tab: this tab leaves the app too, as the /app guard would. Local
  // sign-outs navigate by themselves.
  useEffect(
    () =>
      storage.onExternalChange(storageKeys.user, () => {
        if (!session.isSignedIn()) void navigate(paths.home, { replace: true })
      }),
    [navigate],
  )

  // A chosen destination closes the temporary drawer.
  const [drawerPath, setDrawerPath] = useState(location.pathname)
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname)
    setDrawerOpen(false)
  }

  if (!user) return null
  const items = navigationFor(user.role)
  const closeDrawer = () => {
    setDrawerOpen(false)
  }

  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="app-bar">
        {mobile && (
          <IconButton
            label={t('layout.openNavigation')}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            onClick={() => {
              setDrawerOpen(true)
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <NavLink to={paths.app.home} className="brand" aria-label={t('layout.appHomeLink')}>
          <LogoMark />
          <span>Konzilium</span>
        </NavLink>
        <span className="app-bar__spacer" />
        <LanguageSelect
          className="field--inline"
          onChanged={(language) => {
            savePreferences.mutate({ language })
          }}
        />
        <ThemeToggle
          onChanged={(dark) => {
            savePreferences.mutate({ theme: dark ? 'dark' : 'light' })
          }}
        />
        <NotificationBell />
        <UserMenu name={displayName(user)} />
      </header>
      <div className="app-shell">
        <Drawer
          id={DRAWER_ID}
          variant={mobile ? 'temporary' : 'permanent'}
          open={mobile && drawerOpen}
          onClose={closeDrawer}
          label={t('layout.mainNavigation')}
          closeLabel={t('layout.closeNavigation')}
        >
          <nav className="drawer-nav" aria-label={t('layout.mainNavigation')}>
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end ?? false}>
                    <item.icon />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <hr />
            <ul>
              <li>
                <NavLink to={paths.app.profile}>
                  <UserIcon />
                  {t('nav.profile')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.app.settings}>
                  <SettingsIcon />
                  {t('nav.settings')}
                </NavLink>
              </li>
            </ul>
          </nav>
        </Drawer>
        <main id="main" className="app-main" tabIndex={-1}>
          <div className="app-main__inner">
            <Outlet />
          </div>
          <footer className="app-footer">
            <LegalLinks />
          </footer>
        </main>
      </div>
    </>
  )
}
