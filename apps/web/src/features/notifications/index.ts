/** What the app shell uses of notifications: the bell of the app bar (ADR 018). */
export { NotificationBell } from './notification-bell'
/** The home page's list of the latest notifications from the server. */
export { LatestNotifications } from './latest-notifications'
/** The admin home's cards: own notification statistics and the announcement form. */
export { NotificationStatisticsCard } from './notification-statistics-card'
export { AnnouncementCard } from './announcement-card'
