import { useSyncExternalStore } from 'react'
import { session, type StoredUser } from './session-store'

/** The signed-in user, re-rendering on login, logout and changes made in other tabs. */
export function useSessionUser(): StoredUser | null {
  return useSyncExternalStore(session.subscribe, session.getUser, session.getUser)
}
