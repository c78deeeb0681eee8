import { useState } from 'react'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Card } from '../../shared/ui/card'
import { ChoiceGroup } from '../../shared/ui/choice-group'
import { PageHeader } from '../../shared/ui/page-header'
import { InvitePersonForm, inviteChoicesFor, RepBatchForm, type InviteChoice } from '../invitations'
import { useOwnProfile } from './api'
import { useUsersMessages } from './users-messages'
import './users.css'

/**
 * /app/users/add: adding a user means inviting them. The kinds offered follow the caller's rights:
 * admin all (and reps in bulk), centre doctor centre and peripheral doctors, rep peripheral doctors.
 */
export function AddUserPage() {
  const global = useI18n()
  const { t } = useUsersMessages()
  const user = useSessionUser()
  const choices = inviteChoicesFor(user?.role)
  const [kind, setKind] = useState<InviteChoice | undefined>(choices[0])
  const needsProfile = user?.role === 'center_doctor' || user?.role === 'rep'
  const inviter = useOwnProfile(needsProfile)

  return (
    <>
      {/* Centre doctors and reps reach this page as "Pozvat lékaře" and may invite doctors only. */}
      {needsProfile ? (
        <PageHeader title={t('addUser.inviteTitle')} description={t('addUser.inviteDescription')} />
      ) : (
        <PageHeader title={t('addUser.title')} description={t('addUser.description')} />
      )}
      <Card>
        {choices.length === 0 || !kind ? (
          <p>{t('addUser.notAllowed')}</p>
        ) : (
          <>
            {choices.length > 1 && (
              <ChoiceGroup
                id="invite-kind"
                className="kind-choice"
                legend={t('addUser.kind')}
                layout="list"
                options={choices.map((choice) => ({
                  value: choice,
                  label: t(`addUser.kind.${choice}`),
                }))}
                value={kind}
                onChange={(value) => {
                  setKind(value as InviteChoice)
                }}
              />
            )}
            {kind === 'rep-batch' ? (
              <RepBatchForm />
            ) : needsProfile && !inviter.data ? (
              <p role="status">
                {inviter.isError ? global.t('form.loadFailed') : global.t('form.loading')}
              </p>
            ) : (
              <InvitePersonForm key={kind} kind={kind} inviter={inviter.data} />
            )}
          </>
        )}
      </Card>
    </>
  )
}
