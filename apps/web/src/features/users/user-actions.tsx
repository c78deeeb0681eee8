import type { UserDetail } from '@konzilium/contract/users'
import { useId, useState } from 'react'
import { formErrorsFrom } from '../../shared/forms/form-errors'
import { FormAlert } from '../../shared/forms/form-alert'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useUsersMessages } from './users-messages'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Dialog } from '../../shared/ui/dialog'
import { canResendInvitation, useResendInvitation } from '../invitations'
import { useResetTwoFactor } from '../two-factor'
import { useEndUserSessions, useLockUser, useUnlockUser } from './api'

type Confirmable = 'unlock' | 'endSessions' | 'resetTwoFactor' | 'resend'

/** Lock with a reason / unlock, resend the invitation, end sessions, reset two-factor sign-in. */
export function UserActions({ user }: { user: UserDetail }) {
  const global = useI18n()
  const { t, locale } = useUsersMessages()
  const me = useSessionUser()
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
      <UserActionButtons
        user={user}
        busy={busy}
        self={self}
        onLock={() => {
          setResult(null)
          setLockOpen(true)
        }}
        onConfirm={setConfirm}
      />
      <LockDialog
        open={lockOpen}
        name={user.displayName}
        busy={busy}
        reason={reason}
        onReasonChange={setReason}
        onClose={() => {
          setLockOpen(false)
        }}
        onConfirm={() => {
          setLockOpen(false)
          lock.mutate(reason, {
            onSuccess: () => {
              setReason('')
              setResult({ tone: 'success', text: t('user.locked') })
            },
            onError: failed,
          })
        }}
      />
      <ConfirmDialog
        action={confirm}
        name={user.displayName}
        onClose={() => {
          setConfirm(null)
        }}
        onConfirm={run}
      />
    </Card>
  )
}

/** The actions the user's state allows; a signed-in user cannot lock their own account. */
function UserActionButtons({
  user,
  busy,
  self,
  onLock,
  onConfirm,
}: {
  user: UserDetail
  busy: boolean
  self: boolean
  onLock: () => void
  onConfirm: (action: Confirmable) => void
}) {
  const { t } = useUsersMessages()
  return (
    <div className="user-actions">
      {user.status === 'locked' ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            onConfirm('unlock')
          }}
        >
          {t('user.unlock')}
        </Button>
      ) : (
        <>
          <Button variant="secondary" disabled={busy || self} onClick={onLock}>
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
              onConfirm('resend')
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
          onConfirm('endSessions')
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
              onConfirm('resetTwoFactor')
            }}
          >
            {t('user.resetTwoFactor')}
          </Button>
          <p>{t('user.resetTwoFactor.hint')}</p>
        </>
      )}
    </div>
  )
}

/** Locking the account, with the reason for it. */
function LockDialog({
  open,
  name,
  busy,
  reason,
  onReasonChange,
  onClose,
  onConfirm,
}: {
  open: boolean
  name: string
  busy: boolean
  reason: string
  onReasonChange: (reason: string) => void
  onClose: () => void
  onConfirm: () => void
}) {
  const global = useI18n()
  const { t } = useUsersMessages()
  const reasonId = useId()
  return (
    <Dialog
      open={open}
      title={t('user.lock.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {global.t('form.cancel')}
          </Button>
          <Button disabled={busy} onClick={onConfirm}>
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
          onReasonChange(event.target.value)
        }}
      />
    </Dialog>
  )
}

/** "Are you sure?" before an action on the user, open while `action` is set. */
function ConfirmDialog({
  action,
  name,
  onClose,
  onConfirm,
}: {
  action: Confirmable | null
  name: string
  onClose: () => void
  onConfirm: (action: Confirmable) => void
}) {
  const global = useI18n()
  const { t } = useUsersMessages()
  return (
    <Dialog
      open={action !== null}
      title={action ? t(`user.confirm.${action}`) : ''}
      onClose={onClose}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {global.t('form.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (action) onConfirm(action)
            }}
          >
            {t('user.confirm.yes')}
          </Button>
        </>
      }
    >
      <p>{name}</p>
    </Dialog>
  )
}
