import { Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link } from '../../shared/navigation/link'
import type { NotificationStatistics } from '@konzilium/contract/notifications'
import { formatDateTime } from '../../shared/i18n/format'
import { toasts } from '../../shared/toasts/toast-store'
import { BellIcon } from '../../shared/ui/icons'
import {
  saveHidden,
  useNotificationPanel,
  useNotificationStatistics,
  usePendingToasts,
  useReadAllNotifications,
  useReadNotification,
} from './api'
import { useLiveNotifications } from './live-notifications'
import { useNotificationMessages } from './notification-messages'
import {
  freshForToast,
  notificationHref,
  notificationText,
  relativeTime,
} from './notification-text'
import './notifications.css'

/**
 * The bell of the app bar (ADR 018): the unread count, a panel with the newest
 * notifications (opening one marks it read), "mark all read", and a toast for each notification
 * that arrives while the app is open. The texts load with the feature's catalogue. The bell keeps
 * the live channel open (ADR 036): a new notification counts and toasts at once.
 */
export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <Bell />
    </Suspense>
  )
}

function Bell() {
  const { t, locale } = useNotificationMessages()
  const live = useLiveNotifications()
  const statistics = useNotificationStatistics(live === 'open')
  const [open, setOpen] = useState(false)
  const panel = useNotificationPanel(open)
  const read = useReadNotification()
  const readAll = useReadAllNotifications()
  const panelId = useId()
  const headingId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useNotificationToasts(statistics.data, { t, locale })

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

  const unread = statistics.data?.unread ?? 0
  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell')
  // Relative times are as of the list's answer (the panel refetches each time it opens).
  const now = panel.dataUpdatedAt
  const items = panel.data?.items ?? []

  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-btn"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        title={label}
        onClick={() => {
          setOpen((value) => !value)
        }}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="notification-bell__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section
        id={panelId}
        className="notification-bell__panel"
        aria-labelledby={headingId}
        hidden={!open}
      >
        <div className="notification-bell__header">
          <h2 id={headingId} className="notification-bell__title">
            {t('panel.title')}
          </h2>
          <button
            type="button"
            className="notification-bell__read-all"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => {
              readAll.mutate()
            }}
          >
            {t('panel.readAll')}
          </button>
        </div>
        {panel.isPending && open ? (
          <p className="notification-bell__note">{t('panel.loading')}</p>
        ) : panel.isError ? (
          <p className="notification-bell__note" role="alert">
            {t('panel.error')}
          </p>
        ) : items.length === 0 ? (
          <p className="notification-bell__note">{t('panel.empty')}</p>
        ) : (
          <ul className="notification-bell__items">
            {items.map((item) => {
              const text = notificationText(t, locale, item)
              const href = notificationHref(item)
              const isUnread = item.readAt === null
              const body = (
                <>
                  <span className="notification-bell__item-title">
                    {isUnread && (
                      <span className="notification-bell__dot">
                        <span className="visually-hidden">{t('item.unread')}</span>
                      </span>
                    )}
                    {text.title}
                  </span>
                  <span className="notification-bell__description">{text.description}</span>
                  <time
                    dateTime={item.createdAt}
                    title={formatDateTime(locale, new Date(item.createdAt))}
                  >
                    {relativeTime(locale, item.createdAt, now)}
                  </time>
                </>
              )
              const className = `notification-bell__item notification-bell__item--${item.type}${
                isUnread ? ' notification-bell__item--unread' : ''
              }`
              return (
                <li key={item.id}>
                  {href ? (
                    <Link
                      to={href}
                      className={className}
                      onClick={() => {
                        if (isUnread) read.mutate(item.id)
                        setOpen(false)
                      }}
                    >
                      {body}
                    </Link>
                  ) : (
                    <div className={className}>{body}</div>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}

/**
 * Notifications that arrive while the app is open become toasts (newest on screen, hidden after
 * 15 s or when dismissed; the toast store keeps the rules). Hiding one saves its hidden flag. The
 * first statistics answer sets the baseline: what was there before this page loaded is in the
 * panel, not toasted again.
 */
function useNotificationToasts(
  statistics: NotificationStatistics | undefined,
  { t, locale }: Pick<ReturnType<typeof useNotificationMessages>, 't' | 'locale'>,
) {
  const [baseline, setBaseline] = useState<{ latestAt: string | null } | null>(null)
  if (statistics && baseline === null) setBaseline({ latestAt: statistics.latestAt })
  const latestAt = statistics?.latestAt ?? null
  const changed =
    baseline !== null && latestAt !== baseline.latestAt && (statistics?.unreadVisible ?? 0) > 0
  const pending = usePendingToasts(latestAt, changed, baseline?.latestAt ?? null)
  const toasted = useRef(new Set<string>())

  useEffect(() => {
    if (!pending.data || baseline === null) return
    for (const item of freshForToast(pending.data.items, baseline.latestAt, toasted.current)) {
      toasted.current.add(item.id)
      const text = notificationText(t, locale, item)
      toasts.add({
        ...text,
        type: item.type,
        onHide: () => {
          saveHidden(item.id).catch(() => undefined)
        },
      })
    }
  }, [pending.data, baseline, t, locale])
}
