/** Handed from /request-password to /reset-password in the location state (not the URL). */
export interface ResetPasswordState {
  email?: string
  codeValidMinutes?: number
}

export function resetPasswordStateOf(state: unknown): ResetPasswordState {
  if (typeof state !== 'object' || state === null) return {}
  const { email, codeValidMinutes } = state as Record<string, unknown>
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof codeValidMinutes === 'number' ? { codeValidMinutes } : {}),
  }
}
