import { useI18n } from '../i18n/use-i18n'
import { IconButton } from '../ui/button'
import { CloseIcon } from '../ui/shell-icons'
import { toasts } from './toast-store'
import { useCurrentToast } from './use-toasts'
import './toast-region.css'

/** Shows the newest visible notification only; the live region stays mounted to announce it. */
export function ToastRegion() {
  const { t } = useI18n()
  const toast = useCurrentToast()
  return (
    <div className="toast-region" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <div className="toast__body">
            <p className="toast__title">{toast.title}</p>
            {toast.description && <p className="toast__description">{toast.description}</p>}
          </div>
          <IconButton
            label={t('toast.dismiss')}
            onClick={() => {
              toasts.dismiss(toast.id)
            }}
          >
            <CloseIcon />
          </IconButton>
        </div>
      )}
    </div>
  )
}
