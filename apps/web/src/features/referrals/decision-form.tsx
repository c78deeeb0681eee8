import type { ReferralDetail } from '@konzilium/contract/referrals'
import type { ReactNode, SyntheticEvent } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm, type FormSchema, type FormValues } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { useReferralDecision, type ReferralDecision } from './api'
import { useReferralMessages } from './referral-messages'

export type DecisionProps = {
  referral: ReferralDetail
  onClose: () => void
  onOpen: (id: string) => void
}

/**
 * One decision's form on the one form hook: the contract's schema checks it, the server's field
 * errors land on their fields, anything else shows above them; the dialog closes once it is done
 * (on the new referral, after a redirect).
 */
export function useDecisionForm<V extends FormValues, T>(
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

export const referralSchemas = () => import('@konzilium/contract/referrals')

/** The form inside a decision dialog: its alert, its fields, then close and confirm. */
export function DecisionFormFrame({
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
