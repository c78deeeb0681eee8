import {
  cancelReasons,
  denyReasons,
  type CancelReason,
  type DenyReason,
} from '@konzilium/contract/codes'
import type { ReferralAction, ReferralDetail } from '@konzilium/contract/referrals'
import { useState, type ReactNode, type SyntheticEvent } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm, type FormSchema, type FormValues } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Dialog } from '../../shared/ui/dialog'
import { Select } from '../../shared/ui/select'
import { useCenters } from '../centers'
import { useReferralDecision, type ReferralDecision } from './api'
import { useReferralMessages } from './referral-messages'
import { ReferralTextArea } from './referral-textarea'

type Centers = ReturnType<typeof useCenters>
type DecisionProps = {
  referral: ReferralDetail
  onClose: () => void
  onOpen: (id: string) => void
}

/**
 * The caller's decisions on a referral: only the actions the server allows now (`allowedActions`),
 * each in a dialog whose form starts empty every time it opens.
 */
export function ReferralDecisions({
  referral,
  onOpen,
}: {
  referral: ReferralDetail
  onOpen: (id: string) => void
}) {
  const { t } = useReferralMessages()
  const [open, setOpen] = useState<ReferralAction | null>(null)
  // Fetched with the detail, so the redirect dialog opens with its centres.
  const centers = useCenters(referral.allowedActions.includes('redirect'))
  if (referral.allowedActions.length === 0) return null
  const close = () => {
    setOpen(null)
  }
  const props = { referral, onClose: close, onOpen }
  return (
    <div className="referral-actions">
      {referral.allowedActions.map((action) => (
        <Button
          key={action}
          variant={action === 'accept' ? 'primary' : 'secondary'}
          onClick={() => {
            setOpen(action)
          }}
        >
          {t(`action.${action}`)}
        </Button>
      ))}
      <Dialog open={open !== null} title={open ? t(`${open}.title`) : ''} onClose={close}>
        {open === 'accept' && <AcceptForm {...props} />}
        {(open === 'deny' || open === 'cancel') && (
          <ReasonForm key={open} action={open} {...props} />
        )}
        {open === 'redirect' && <RedirectForm {...props} centers={centers} />}
      </Dialog>
    </div>
  )
}

/**
 * One decision's form on the one form hook: the contract's schema checks it, the server's field
 * errors land on their fields, anything else shows above them; the dialog closes once it is done
 * (on the new referral, after a redirect).
 */
function useDecisionForm<V extends FormValues, T>(
  { referral, onClose, onOpen }: DecisionProps,
  options: {
    initialValues: V
    schema: () => Promise<FormSchema<T>>
    toInput: (values: V) => unknown
    decide: (data: T) => ReferralDecision
  },
) {
  const { t } = useI18n()
  const decision = useReferralDecision(referral.id)
  const form = useForm(options)
  const onSubmit = form.handleSubmit((data) => {
    decision.mutate(options.decide(data), {
      onSuccess: (answer) => {
        onClose()
        if (answer.id !== referral.id) onOpen(answer.id)
      },
      onError: (error) => {
        form.showError(error, t('form.error.network'))
      },
    })
  })
  return { form, onSubmit, pending: decision.isPending }
}

const referralSchemas = () => import('@konzilium/contract/referrals')

/** The form inside a decision dialog: its alert, its fields, then close and confirm. */
function DecisionFormFrame({
  decision: { form, onSubmit, pending },
  ready = true,
  onClose,
  children,
}: {
  decision: {
    form: Pick<ReturnType<typeof useForm>, 'formProps' | 'formError'>
    onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void
    pending: boolean
  }
  ready?: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useReferralMessages()
  return (
    <form {...form.formProps} onSubmit={onSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {children}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('action.close')}
        </Button>
        <Button type="submit" disabled={!ready || pending}>
          {t('confirm')}
        </Button>
      </div>
    </form>
  )
}

function AcceptForm(props: DecisionProps) {
  const { t } = useReferralMessages()
  const doctors = props.referral.assignableDoctors
  const decision = useDecisionForm(props, {
    initialValues: { doctorId: doctors[0]?.id ?? '' },
    schema: () => referralSchemas().then((m) => m.acceptReferralInputSchema),
    toInput: (values) => values,
    decide: (data) => ({ action: 'accept', ...data }),
  })
  return (
    <DecisionFormFrame
      decision={decision}
      ready={decision.form.values.doctorId !== ''}
      onClose={props.onClose}
    >
      {doctors.length === 0 ? (
        <p>{t('accept.noDoctors')}</p>
      ) : (
        <Select
          label={t('accept.doctor')}
          options={doctors.map((d) => ({ value: d.id, label: d.displayName }))}
          {...decision.form.bind('doctorId')}
        />
      )}
    </DecisionFormFrame>
  )
}

/** Deny or cancel: a reason from the action's list and a comment, both required. */
function ReasonForm({ action, ...props }: DecisionProps & { action: 'deny' | 'cancel' }) {
  const { t } = useReferralMessages()
  const decision = useDecisionForm<
    { reason: string; comment: string },
    { reason: DenyReason | CancelReason; comment: string }
  >(props, {
    initialValues: { reason: '', comment: '' },
    schema: () =>
      referralSchemas().then((m) =>
        action === 'deny' ? m.denyReferralInputSchema : m.cancelReferralInputSchema,
      ),
    toInput: (values) => ({ reason: values.reason || undefined, comment: values.comment }),
    decide: (data) =>
      action === 'deny'
        ? { action, reason: data.reason as DenyReason, comment: data.comment }
        : { action, reason: data.reason as CancelReason, comment: data.comment },
  })
  const reasons: readonly string[] = action === 'deny' ? denyReasons : cancelReasons
  const reasonLabel = (code: string) =>
    action === 'deny'
      ? t(`denyReason.${code as DenyReason}`)
      : t(`cancelReason.${code as CancelReason}`)
  return (
    <DecisionFormFrame decision={decision} onClose={props.onClose}>
      <Select
        label={t('reason')}
        required
        options={[
          { value: '', label: '—' },
          ...reasons.map((code) => ({ value: code, label: reasonLabel(code) })),
        ]}
        {...decision.form.bind('reason')}
      />
      <ReferralTextArea
        label={t('comment')}
        required
        rows={4}
        maxLength={2000}
        {...decision.form.bind('comment')}
      />
    </DecisionFormFrame>
  )
}

/** Redirect a denied referral: another visible centre than the one that denied it. */
function RedirectForm({ centers, ...props }: DecisionProps & { centers: Centers }) {
  const { t } = useReferralMessages()
  const decision = useDecisionForm(props, {
    initialValues: { centerId: '' },
    schema: () => referralSchemas().then((m) => m.redirectReferralInputSchema),
    toInput: (values) => ({ centerId: values.centerId || undefined }),
    decide: (data) => ({ action: 'redirect', centerId: data.centerId }),
  })
  return (
    <DecisionFormFrame decision={decision} onClose={props.onClose}>
      <Select
        label={t('redirect.center')}
        required
        options={[
          { value: '', label: t('form.chooseCenter') },
          ...(centers.data?.items ?? [])
            .filter((c) => c.visible && c.id !== props.referral.center.id)
            .map((c) => ({ value: c.id, label: `${c.name}, ${c.city}` })),
        ]}
        {...decision.form.bind('centerId')}
      />
    </DecisionFormFrame>
  )
}
