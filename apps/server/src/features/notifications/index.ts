/** What other features may use of notifications: creating them inside their own transaction. */
export { notify, readNotificationsOf, type NewNotification } from './notify'
export { activeAdminIds } from './recipients'
/** The hourly check for due notification digests, a background task (ADR 043). */
export { notificationDigestTask } from './digest'
