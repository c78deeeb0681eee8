import type { AcceptReferralInput } from '@konzilium/contract/referrals'
import { formatDate } from '../../shared/i18n/format'
import { useSessionUser } from '../../shared/session/use-session-user'
import { Checkbox } from '../../shared/ui/checkbox'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import {
  DecisionFormFrame,
  referralSchemas,
  useDecisionForm,
  type DecisionProps,
} from './decision-form'
import { useReferralMessages } from './referral-messages'
import { ReferralTextArea } from './referral-textarea'

/** A `datetime-local` value (the browser's local time) as an instant, or missing when empty. */
export function instantOf(local: string): string | undefined {
  if (!local) return undefined
  const at = new Date(local)
  // An unreadable value goes to the server as typed, which refuses it on its field.
  return Number.isNaN(at.getTime()) ? local : at.toISOString()
}

/**
 * Accept: the doctor who takes the patient (the signed-in doctor first when the centre may assign
 * him or her, the colleagues offered), an optional first visit and message for the referrer, and,
 * when the patient has other open referrals, whether to cancel them with this accept.
 */
export function AcceptForm(props: DecisionProps) {
  const { t, locale } = useReferralMessages()
  const me = useSessionUser()
  const doctors = props.referral.assignableDoctors
  const mine = doctors.find((d) => d.id === me?.id)
  const open = props.referral.otherReferrals.filter((r) => r.state === 'pending')
  const decision = useDecisionForm<
    { doctorId: string; firstVisitAt: string; message: string; cancelOtherOpen: boolean },
    AcceptReferralInput
  >(props, {
    initialValues: {
      doctorId: mine?.id ?? doctors[0]?.id ?? '',
      firstVisitAt: '',
      message: '',
      cancelOtherOpen: false,
    },
    schema: () => referralSchemas().then((m) => m.acceptReferralInputSchema),
    toInput: (values) => ({
      doctorId: values.doctorId || undefined,
      firstVisitAt: instantOf(values.firstVisitAt),
      message: values.message.trim() || undefined,
      cancelOtherOpen: values.cancelOtherOpen,
    }),
    decide: (data) => ({ action: 'accept', ...data }),
  })
  const { form } = decision
  return (
    <DecisionFormFrame
      decision={decision}
      ready={form.values.doctorId !== ''}
      onClose={props.onClose}
    >
      {doctors.length === 0 ? (
        <p>{t('accept.noDoctors')}</p>
      ) : (
        <Select
          label={t('accept.doctor')}
          options={doctors.map((d) => ({ value: d.id, label: d.displayName }))}
          {...form.bind('doctorId')}
        />
      )}
      <TextField
        type="datetime-local"
        label={t('accept.firstVisit')}
        hint={t('accept.firstVisitHint')}
        {...form.bind('firstVisitAt')}
      />
      <ReferralTextArea
        label={t('accept.message')}
        rows={3}
        maxLength={2000}
        {...form.bind('message')}
      />
      {open.length > 0 && (
        <div className="referral-parallel" role="note">
          <p>{t('accept.otherOpen')}</p>
          <ul>
            {open.map((r) => (
              <li key={r.id}>
                {r.center.name}, {r.center.city} ({formatDate(locale, Date.parse(r.createdAt))})
              </li>
            ))}
          </ul>
          <Checkbox label={t('accept.cancelOtherOpen')} {...form.bindCheckbox('cancelOtherOpen')} />
        </div>
      )}
    </DecisionFormFrame>
  )
}
