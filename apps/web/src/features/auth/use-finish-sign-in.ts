import type { SignInAnswer } from '@konzilium/contract/session'
import { useLocation, useNavigate } from 'react-router'
import { paths, to } from '../../shared/navigation/paths'
import { returnTargetIn } from '../../shared/navigation/return-target'
import { useI18n } from '../../shared/i18n/use-i18n'
import {
  mergeChoices,
  takeChoicesBeforeSignIn,
} from '../../shared/preferences/choices-before-sign-in'
import {
  applyPreferences,
  fetchPreferences,
  savePreferences,
} from '../../shared/preferences/preferences'
import { session } from '../../shared/session/session-store'
import { toasts } from '../../shared/toasts/toast-store'

export interface SecondFactorChallenge {
  challengeId: string
  challengeExpiresAt: string
}

/**
 * After sign-in this device takes the account's stored theme and language,
 * except what the visitor switched on this tab before signing in: that is kept and saved to the
 * account's preferences.
 */
async function applyStoredPreferences(userId: string): Promise<void> {
  const chosen = takeChoicesBeforeSignIn()
  try {
    const { merged, changed } = mergeChoices(await fetchPreferences(userId), chosen)
    await applyPreferences(userId, merged)
    if (changed) await savePreferences(userId, merged)
  } catch {
    // Preferences are a comfort: a failure must not keep anyone out of the app.
  }
}

/**
 * Acts on an answer of POST /api/auth or /api/auth/second-factor: a live session is stored, the
 * account's preferences applied and the user goes to /app (or back to the deep link that sent
 * them to sign in); a second-factor request hands its
 * challenge to the code form; an enrolment-only session goes to the profile's two-factor section.
 */
export function useFinishSignIn(
  onChallenge: (challenge: SecondFactorChallenge) => void,
): (answer: SignInAnswer) => Promise<void> {
  const navigate = useNavigate()
  const { t } = useI18n()
  // A deep link opened signed out comes back as `?next=` (checked: same origin, /app paths only).
  const returnTo = returnTargetIn(useLocation().search)
  return async (answer) => {
    switch (answer.status) {
      case 'second_factor_required':
        onChallenge({
          challengeId: answer.challengeId,
          challengeExpiresAt: answer.challengeExpiresAt,
        })
        return
      case 'second_factor_enrolment_required':
        session.login(answer.user, answer)
        toasts.add({
          title: t('login.enrolment.title'),
          description: t('login.enrolment.description'),
          type: 'warning',
        })
        await navigate(to.profile('two-factor'), { replace: true })
        return
      case 'signed_in':
        session.login(answer.user, answer)
        await applyStoredPreferences(answer.user.id)
        await navigate(returnTo ?? paths.app.home, { replace: true })
        return
    }
  }
}
