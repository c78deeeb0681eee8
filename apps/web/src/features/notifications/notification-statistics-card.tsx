import { notificationTypes } from '@konzilium/contract/notifications'
import { formatDateTime } from '../../shared/i18n/format'
import { useNotificationStatistics } from './api'
import { useNotificationMessages } from './notification-messages'

/**
 * The admin home's summary of their own notifications (GET /api/notifications/statistics): how
 * many, how many unread and of which type, and the newest. The bell keeps the same query fresh.
 */
export function NotificationStatisticsCard() {
  const { t, locale } = useNotificationMessages()
  // No polling of its own: the bell of the app bar keeps this query fresh (live or polled).
  const statistics = useNotificationStatistics(true)
  const data = statistics.data
  return (
    <section className="card home-section">
      <h2 className="card__title">{t('statistics.title')}</h2>
      {!data ? (
        <p className="notification-bell__note">
          {statistics.isError ? t('panel.error') : t('panel.loading')}
        </p>
      ) : (
        <dl className="notification-statistics">
          <div>
            <dt>{t('statistics.total')}</dt>
            <dd>{data.total}</dd>
          </div>
          <div>
            <dt>{t('statistics.unread')}</dt>
            <dd>{data.unread}</dd>
          </div>
          {notificationTypes.map((type) => (
            <div key={type}>
              <dt>{t(`statistics.unread.${type}`)}</dt>
              <dd>{data.unreadByType[type]}</dd>
            </div>
          ))}
          <div>
            <dt>{t('statistics.latest')}</dt>
            <dd>{data.latestAt ? formatDateTime(locale, new Date(data.latestAt)) : '—'}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}
