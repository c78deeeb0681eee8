import type { UserDetail } from '@konzilium/contract/users'
import { useId, useState } from 'react'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { FormAlert } from '../../shared/forms/form-alert'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Dialog } from '../../shared/ui/dialog'
import { canResendInvitation, useResendInvitation } from '../invitations'
import { useResetTwoFactor } from '../two-factor'
import { useEndUserSessions, useLockUser, useUnlockUser } from './api'
import { useUsersMessages } from './users-messages'

type Confirmable = 'unlock' | 'endSessions' | 'resetTwoFactor' | 'resend'

/** Lock with a reason / unlock, resend the invitation, end sessions, reset two-factor sign-in. */
export function UserActions({ user }: { user: UserDetail }) {
  const global = useI18n()
  const { t, locale } = useUsersMessages()
  const me = useSessionUser()
  const reasonId = useId()
  const lock = useLockUser(user.id)
  const unlock = useUnlockUser(user.id)
  const endSessions = useEndUserSessions(user.id)
  const resetTwoFactor = useResetTwoFactor(user.id)
  const resend = useResendInvitation(user.role, user.id)
  const [lockOpen, setLockOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [confirm, setConfirm] = useState<Confirmable | null>(null)
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const self = me?.id === user.id
  const busy =
    lock.isPending ||
    unlock.isPending ||
    endSessions.isPending ||
    resetTwoFactor.isPending ||
    resend.isPending

  const failed = (error: unknown) => {
    setResult({
      tone: 'error',
      text: formErrorsFrom(error, [], global.t('form.error.network')).form ?? '',
    })
  }
  const done = (text: string) => () => {
    setResult({ tone: 'success', text })
  }

  const run = (action: Confirmable) => {
    setConfirm(null)
    setResult(null)
    switch (action) {
      case 'unlock':
        unlock.mutate(undefined, { onSuccess: done(t('user.unlocked')), onError: failed })
        return
      case 'endSessions':
        endSessions.mutate(undefined, { onSuccess: done(t('user.sessionsEnded')), onError: failed })
        return
      case 'resetTwoFactor':
        resetTwoFactor.mutate(undefined, {
          onSuccess: done(t('user.twoFactorReset')),
          onError: failed,
        })
        return
      case 'resend':
        resend.mutate(undefined, {
          onSuccess: (invitation) => {
            setResult({
              tone: 'success',
              text: t('user.invitationResent', {
                date: formatDateTime(locale, Date.parse(invitation.expiresAt)),
              }),
            })
          },
          onError: failed,
        })
        return
    }
  }

  return (
    <Card title={t('user.actions.title')}>
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <div className="user-actions">
        {user.status === 'locked' ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setConfirm('unlock')
            }}
          >
            {t('user.unlock')}
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              disabled={busy || self}
              onClick={() => {
                setResult(null)
                setLockOpen(true)
              }}
            >
              {t('user.lock')}
            </Button>
            <p>{self ? t('user.lock.self') : t('user.lock.hint')}</p>
          </>
        )}
        {user.status === 'invited' && canResendInvitation(user.role) && (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setConfirm('resend')
              }}
            >
              {t('user.resend')}
            </Button>
            <p>{t('user.resend.hint')}</p>
          </>
        )}
        <Button
          variant="secondary"
          disabled={busy || user.activeSessions === 0}
          onClick={() => {
            setConfirm('endSessions')
          }}
        >
          {t('user.endSessions')}
        </Button>
        {user.twoFactorEnabled && (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setConfirm('resetTwoFactor')
              }}
            >
              {t('user.resetTwoFactor')}
            </Button>
            <p>{t('user.resetTwoFactor.hint')}</p>
          </>
        )}
      </div>
      <Dialog
        open={lockOpen}
        title={t('user.lock.title', { name: user.displayName })}
        onClose={() => {
          setLockOpen(false)
        }}
        actions={
          <>
            <Button
              variant="text"
              onClick={() => {
                setLockOpen(false)
              }}
            >
              {global.t('form.cancel')}
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                setLockOpen(false)
                lock.mutate(reason, {
                  onSuccess: () => {
                    setReason('')
                    setResult({ tone: 'success', text: t('user.locked') })
                  },
                  onError: failed,
                })
              }}
            >
              {t('user.lock.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('user.lock.description')}</p>
        <label className="field__label" htmlFor={reasonId}>
          {t('user.lock.reason')}
        </label>
        <textarea
          id={reasonId}
          maxLength={200}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value)
          }}
        />
      </Dialog>
      <Dialog
        open={confirm !== null}
        title={confirm ? t(`user.confirm.${confirm}`) : ''}
        onClose={() => {
          setConfirm(null)
        }}
        actions={
          <>
            <Button
              variant="text"
              onClick={() => {
                setConfirm(null)
              }}
            >
              {global.t('form.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (confirm) run(confirm)
              }}
            >
              {t('user.confirm.yes')}
            </Button>
          </>
        }
      >
        <p>{user.displayName}</p>
      </Dialog>
    </Card>
  )
}
