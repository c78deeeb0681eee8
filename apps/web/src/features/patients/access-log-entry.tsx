import type { AuditAction } from '@konzilium/contract/audit'
import { shownInListAction, type AccessLogEntry } from '@konzilium/contract/patients'
import { formatDate, formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { roleLabel } from '../../shared/session/role-label'
import { usePatientsMessages } from './patients-messages'

/** The actions of a record's access log with words of their own (any other: its code). */
const patientLogActions = [
  'patients.read',
  'patients.access-log-read',
  'patients.created',
  'patients.updated',
  'patients.deleted',
  'patients.center-doctor-changed',
  'patients.listed',
  'consultations.created',
  'consultations.read',
  'forms.attachment-added',
  'forms.attachment-downloaded',
  'forms.attachment-removed',
  'forms.created',
  'forms.deleted',
  'forms.listed',
  'forms.read',
  'forms.updated',
  'referrals.created',
  'referrals.read',
  'referrals.listed',
  'referrals.accepted',
  'referrals.denied',
  'referrals.cancelled',
  'referrals.closed',
  'referrals.redirected',
  'referrals.resubmitted',
  'users.read',
] as const satisfies readonly AuditAction[]

/**
 * One line of a record's access log: when, what (a noun) and who (with the role). A day's lists by one
 * viewer come as one entry, shown with the day alone and how many lists.
 */
export function AccessLogEntryText({ entry }: { entry: AccessLogEntry }) {
  const global = useI18n()
  const { t, locale } = usePatientsMessages()
  const actor = entry.actorName ?? t('patients.log.unknown')
  const role = entry.actorRole ? ` (${global.t(roleLabel(entry.actorRole))})` : ''
  if (entry.action === shownInListAction)
    return (
      <>
        {formatDate(locale, new Date(entry.occurredAt))} ·{' '}
        {t('patients.log.shownInList', { name: `${actor}${role}`, count: entry.count ?? 1 })}
      </>
    )
  // What happened, in words a doctor or a patient reads (the code for anything newer).
  const action = (patientLogActions as readonly string[]).includes(entry.action)
    ? t(`patients.log.action.${entry.action as (typeof patientLogActions)[number]}`)
    : entry.action
  // What first, as a noun: the actor's sex is not known, so no verb has to agree with it.
  return (
    <>
      {formatDateTime(locale, new Date(entry.occurredAt))} · {action} · {actor}
      {role}
    </>
  )
}
