import type { AuthTokens, SessionUser } from '@konzilium/contract/session'
import { storage, storageKeys } from '../storage/storage'

/**
 * The user record as kept under `app.user`. Signed in means a user record is held,
 * so any stored object with a string id counts; the other fields are optional on read because a record
 * written by an older build (or by a test) may lack them.
 */
export type StoredUser = Partial<SessionUser> & { id: string }

type Listener = () => void
const listeners = new Set<Listener>()

function readUser(): StoredUser | null {
  const value = storage.get(storageKeys.user)
  if (typeof value !== 'object' || value === null) return null
  const id = (value as { id?: unknown }).id
  return typeof id === 'string' && id !== '' ? (value as StoredUser) : null
}

function readAuth(): AuthTokens | null {
  const value = storage.get(storageKeys.auth)
  if (typeof value !== 'object' || value === null) return null
  const { accessToken, accessTokenExpiresAt } = value as Partial<Record<keyof AuthTokens, unknown>>
  if (typeof accessToken !== 'string' || typeof accessTokenExpiresAt !== 'string') return null
  return { accessToken, accessTokenExpiresAt }
}

// Cached so useSyncExternalStore sees a stable snapshot between changes.
let currentUser = readUser()

function emit(): void {
  currentUser = readUser()
  for (const listener of listeners) listener()
}

export const session = {
  getUser: (): StoredUser | null => {
    return currentUser
  },
  getAuth: (): AuthTokens | null => {
    return readAuth()
  },
  isSignedIn: (): boolean => {
    return currentUser !== null
  },
  /** Login stores user and auth. */
  login: (user: SessionUser, auth: AuthTokens): void => {
    storage.set(storageKeys.user, user)
    storage.set(storageKeys.auth, {
      accessToken: auth.accessToken,
      accessTokenExpiresAt: auth.accessTokenExpiresAt,
    })
    emit()
  },
  /** A token update replaces the auth data. */
  updateToken: (auth: AuthTokens): void => {
    storage.set(storageKeys.auth, {
      accessToken: auth.accessToken,
      accessTokenExpiresAt: auth.accessTokenExpiresAt,
    })
    emit()
  },
  /** Logout clears both. */
  logout: (): void => {
    storage.remove(storageKeys.user)
    storage.remove(storageKeys.auth)
    emit()
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

// Another tab signing in or out changes what this tab may show.
storage.onExternalChange(storageKeys.user, emit)
