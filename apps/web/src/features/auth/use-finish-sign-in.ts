import type { SignInAnswer } from '@konzilium/contract/session'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { useI18n } from '../../shared/i18n/use-i18n'
import { session } from '../../shared/session/session-store'
import { toasts } from '../../shared/toasts/toast-store'

export interface SecondFactorChallenge {
  challengeId: string
  challengeExpiresAt: string
}

/**
 * Acts on an answer of POST /api/auth or /api/auth/second-factor: a live session is stored and the
 * user goes to /app; a second-factor request hands its challenge to the code form.
 */
export function useFinishSignIn(
  onChallenge: (challenge: SecondFactorChallenge) => void,
): (answer: SignInAnswer) => void {
  const navigate = useNavigate()
  const { t } = useI18n()
  return (answer) => {
    switch (answer.status) {
      case 'second_factor_required':
        onChallenge({
          challengeId: answer.challengeId,
          challengeExpiresAt: answer.challengeExpiresAt,
        })
        return
      case 'second_factor_enrolment_required':
        // The session may only set up the second factor (that screen comes with the account issue).
        toasts.add({
          title: t('login.enrolment.title'),
          description: t('login.enrolment.description'),
          type: 'warning',
        })
        break
      case 'signed_in':
        break
    }
    session.login(answer.user, {
      accessToken: answer.accessToken,
      accessTokenExpiresAt: answer.accessTokenExpiresAt,
    })
    void navigate(paths.app.home, { replace: true })
  }
}
