import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../shared/navigation/paths'
import { useI18n } from '../../shared/i18n/use-i18n'
import { toasts } from '../../shared/toasts/toast-store'
import { PageHeader } from '../../shared/ui/page-header'
import { signOut } from './api/sign-in'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

/** /logout: ends the session on the server (when a token is held), clears it here, then goes to /login. */
export function LogoutPage() {
  const { t } = useI18n()
  const navigate = useNavigate()
  useEffect(() => {
    let active = true
    void signOut().then(() => {
      if (!active) return
      toasts.add({ title: t('logout.done'), type: 'success' })
      void navigate(paths.login, { replace: true })
    })
    return () => {
      active = false
    }
  }, [navigate, t])
  return (
    <div className="auth-page">
      <PageHeader title={t('logout.title')} />
      <p role="status">{t('logout.inProgress')}</p>
    </div>
  )
}
