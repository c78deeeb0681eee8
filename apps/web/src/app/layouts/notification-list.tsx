import { useEffect, useId, useRef, useState } from 'react'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useNotificationList } from '../../shared/toasts/use-toasts'
import { BellIcon } from '../../shared/ui/icons'

/** The bell in the app bar: a disclosure listing the last five notifications, newest first. */
export function NotificationList() {
  const { t, locale } = useI18n()
  const notifications = useNotificationList()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const visible = notifications.filter((n) => !n.hidden).length
  return (
    <div className="notifications" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('notifications.button')}
        title={t('notifications.button')}
        onClick={() => {
          setOpen((value) => !value)
        }}
      >
        <BellIcon />
        {visible > 0 && (
          <span className="notifications__badge" aria-hidden="true">
            {visible}
          </span>
        )}
      </button>
      <section
        id={panelId}
        className="notifications__panel"
        aria-label={t('notifications.title')}
        hidden={!open}
      >
        <h2 className="notifications__title">{t('notifications.title')}</h2>
        {notifications.length === 0 ? (
          <p className="notifications__empty">{t('notifications.empty')}</p>
        ) : (
          <>
            <p className="visually-hidden">
              {t('notifications.count', { count: notifications.length })}
            </p>
            <ul className="notifications__items">
              {notifications.map((n) => (
                <li key={n.id} className={`notifications__item notifications__item--${n.type}`}>
                  <strong>{n.title}</strong>
                  {n.description && <span>{n.description}</span>}
                  <time dateTime={new Date(n.date).toISOString()}>
                    {formatDateTime(locale, n.date)}
                  </time>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  )
}
