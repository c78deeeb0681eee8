import { useSyncExternalStore } from 'react'
import { toasts, type Notification } from './toast-store'

export function useCurrentToast(): Notification | null {
  return useSyncExternalStore(toasts.subscribe, toasts.current, toasts.current)
}
