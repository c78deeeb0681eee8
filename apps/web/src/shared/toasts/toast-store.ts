/** A notification is added visible and hidden after 15 s or when dismissed. */
export const TOAST_HIDE_AFTER_MS = 15_000
export const TOASTS_KEPT = 5

export type NotificationType = 'error' | 'warning' | 'success' | 'info'

export interface Notification {
  id: number
  title: string
  description: string
  type: NotificationType
  /** When it was added, ms since the epoch. */
  date: number
  hidden: boolean
}

type Listener = () => void

let notifications: readonly Notification[] = []
let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()
/** Called once when a toast becomes hidden (timed out or dismissed), e.g. to save that on the server. */
const onHides = new Map<number, () => void>()
const listeners = new Set<Listener>()

function emit(next: readonly Notification[]): void {
  notifications = next
  for (const listener of listeners) listener()
}

function clearTimer(id: number): void {
  const timer = timers.get(id)
  if (timer !== undefined) clearTimeout(timer)
  timers.delete(id)
}

export const toasts = {
  /** Adds a visible notification; the list keeps only the newest five. Returns its id. */
  add: (input: {
    title: string
    description?: string
    type?: NotificationType
    onHide?: () => void
  }): number => {
    const id = nextId++
    const notification: Notification = {
      id,
      title: input.title,
      description: input.description ?? '',
      type: input.type ?? 'info',
      date: Date.now(),
      hidden: false,
    }
    const kept = [notification, ...notifications].slice(0, TOASTS_KEPT)
    for (const dropped of notifications.slice(TOASTS_KEPT - 1)) {
      clearTimer(dropped.id)
      onHides.delete(dropped.id)
    }
    if (input.onHide) onHides.set(id, input.onHide)
    timers.set(
      id,
      setTimeout(() => {
        toasts.dismiss(id)
      }, TOAST_HIDE_AFTER_MS),
    )
    emit(kept)
    return id
  },
  dismiss: (id: number): void => {
    clearTimer(id)
    if (!notifications.some((n) => n.id === id && !n.hidden)) return
    emit(notifications.map((n) => (n.id === id ? { ...n, hidden: true } : n)))
    const onHide = onHides.get(id)
    onHides.delete(id)
    onHide?.()
  },
  /** Hides every error still on screen: an action that succeeded makes them stale. */
  dismissErrors: (): void => {
    for (const n of notifications) if (n.type === 'error' && !n.hidden) toasts.dismiss(n.id)
  },
  /** Newest first, at most five, hidden ones included (for the notification list). */
  list: (): readonly Notification[] => {
    return notifications
  },
  /** The one toast on screen: the most recent visible notification. */
  current: (): Notification | null => {
    return notifications.find((n) => !n.hidden) ?? null
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  /** Test seam: forgets everything, timers included. */
  reset: (): void => {
    for (const id of timers.keys()) clearTimer(id)
    onHides.clear()
    emit([])
  },
}
