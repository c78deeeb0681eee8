/**
 * What a page that ends at /login hands over in the router's location state (never in the URL,
 * which analytics would see): the e-mail to fill in and why the user is here.
 */
export interface LoginState {
  email?: string
  notice?: 'activated' | 'passwordReset' | 'adminCreated'
}

const notices = new Set<LoginState['notice']>(['activated', 'passwordReset', 'adminCreated'])

export function loginStateOf(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {}
  const { email, notice } = state as Record<string, unknown>
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(notices.has(notice as LoginState['notice'])
      ? { notice: notice as LoginState['notice'] }
      : {}),
  }
}
