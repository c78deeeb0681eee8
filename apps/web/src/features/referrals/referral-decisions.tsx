import {
  cancelReasons,
  denyReasons,
  type CancelReason,
  type DenyReason,
} from '@konzilium/contract/codes'
import {
  isPsoriaticArthritis,
  specialtyOfDiagnosis,
  type ReferralAction,
  type ReferralDetail,
} from '@konzilium/contract/referrals'
import type { CenterSummary } from '@konzilium/contract/centers'
import type { DiagnosisCode } from '@konzilium/contract/codes'
import { useState } from 'react'
import { Button } from '../../shared/ui/button'
import { Dialog } from '../../shared/ui/dialog'
import { Select } from '../../shared/ui/select'
import { useCenters } from '../centers'
import {
  DecisionFormFrame,
  referralSchemas,
  useDecisionForm,
  type DecisionProps,
} from './decision-form'
import { AcceptForm } from './referral-accept'
import { useReferralMessages } from './referral-messages'
import { ReferralTextArea } from './referral-textarea'

type Centers = ReturnType<typeof useCenters>

/**
 * The caller's decisions on a referral: only the actions the server allows now (`allowedActions`),
 * each in a dialog whose form starts empty every time it opens.
 */
export function ReferralDecisions({
  referral,
  onOpen,
  onResubmit,
}: {
  referral: ReferralDetail
  onOpen: (id: string) => void
  /** "Complete and send again": the referral form, prefilled from this referral. */
  onResubmit: (id: string) => void
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
            if (action === 'resubmit') onResubmit(referral.id)
            else setOpen(action)
          }}
        >
          {action === 'close' ? t('action.closeReferral') : t(`action.${action}`)}
        </Button>
      ))}
      <Dialog
        open={open !== null && open !== 'resubmit'}
        title={open && open !== 'resubmit' ? t(`${open}.title`) : ''}
        onClose={close}
      >
        {open === 'accept' && <AcceptForm {...props} />}
        {(open === 'deny' || open === 'cancel') && (
          <ReasonForm key={open} action={open} {...props} />
        )}
        {open === 'redirect' && <RedirectForm {...props} centers={centers} />}
        {open === 'close' && <CloseForm {...props} />}
      </Dialog>
    </div>
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
          ...redirectTargets(centers.data?.items ?? [], props.referral).map((c) => ({
            value: c.id,
            label: `${c.name}, ${c.city}`,
          })),
        ]}
        {...decision.form.bind('centerId')}
      />
    </DecisionFormFrame>
  )
}

/**
 * The centres a denied referral may go to: visible ones with an active doctor, other than the
 * one that denied it; those of the diagnosis' specialty first (psoriatic arthritis: both are).
 * The list keeps its order (by name) within each group.
 */
export function redirectTargets(
  centers: readonly CenterSummary[],
  referral: Pick<ReferralDetail, 'diagnosis' | 'center'>,
): CenterSummary[] {
  const code = referral.diagnosis as DiagnosisCode
  const fits = (c: CenterSummary) =>
    isPsoriaticArthritis(code) || c.specialty === specialtyOfDiagnosis(code)
  const offered = centers.filter(
    (c) => c.visible && c.takesReferrals && c.id !== referral.center.id,
  )
  return [...offered.filter(fits), ...offered.filter((c) => !fits(c))]
}

/** Close a denied or cancelled referral: a confirmation, nothing to fill in. */
function CloseForm(props: DecisionProps) {
  const { t } = useReferralMessages()
  const decision = useDecisionForm<Record<string, never>, Record<string, never>>(props, {
    initialValues: {},
    schema: () => referralSchemas().then((m) => m.closeReferralInputSchema),
    toInput: () => ({}),
    decide: () => ({ action: 'close' }),
  })
  return (
    <DecisionFormFrame decision={decision} onClose={props.onClose}>
      <p>{t('close.explain')}</p>
    </DecisionFormFrame>
  )
}
