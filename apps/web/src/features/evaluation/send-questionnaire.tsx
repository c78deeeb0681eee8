import type { CreatedEvaluationLink } from '@konzilium/contract/evaluation'
import { EVALUATION_DAYS_DEFAULT } from '@konzilium/contract/evaluation/link-days'
import { useState } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Dialog } from '../../shared/ui/dialog'
import { Select } from '../../shared/ui/select'
import { TextField } from '../../shared/ui/text-field'
import { useCreateEvaluationLink } from './api'
import { useEvaluationMessages } from './evaluation-messages'
import { QrSheet } from './qr-sheet'

const schema = () =>
  import('@konzilium/contract/evaluation').then((m) => m.createEvaluationLinkInputSchema)

/**
 * "Poslat dotazník / Send questionnaire": the doctor picks the questionnaire, its language and
 * how the patient gets the link (an e-mail, prefilled with the record's address, or a printed QR
 * code) and how many days it works. A printed link's QR code is shown once, to print at once.
 */
export function SendQuestionnaire({ patientId, email }: { patientId: string; email: string }) {
  const { t } = useEvaluationMessages()
  const [open, setOpen] = useState(false)
  const [created, setCreated] = useState<CreatedEvaluationLink | null>(null)
  const close = () => {
    setOpen(false)
    setCreated(null)
  }
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true)
        }}
      >
        {t('evaluation.send.open')}
      </Button>
      <Dialog
        open={open}
        title={t('evaluation.send.title')}
        onClose={close}
        actions={
          <Button variant="text" onClick={close}>
            {t('evaluation.send.cancel')}
          </Button>
        }
      >
        {open && !created && (
          <SendForm patientId={patientId} email={email} onCreated={setCreated} />
        )}
        {created && <CreatedLink created={created} />}
      </Dialog>
    </>
  )
}

function SendForm({
  patientId,
  email,
  onCreated,
}: {
  patientId: string
  email: string
  onCreated: (created: CreatedEvaluationLink) => void
}) {
  const global = useI18n()
  const { t } = useEvaluationMessages()
  const create = useCreateEvaluationLink(patientId)
  const form = useForm({
    initialValues: {
      questionnaire: 'dlqi',
      language: global.locale,
      delivery: email ? 'email' : 'print',
      email,
      validDays: String(EVALUATION_DAYS_DEFAULT),
    },
    schema,
    toInput: (values) => ({
      patientId,
      questionnaire: values.questionnaire,
      language: values.language,
      delivery: values.delivery,
      email: values.delivery === 'email' ? values.email.trim() : null,
      validDays: Number(values.validDays),
    }),
  })
  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        form.showError(error, t('evaluation.send.error'))
      },
    })
  })
  const dayOptions = [1, 3, 7, 14, 30].map((days) => ({ value: String(days), label: String(days) }))
  return (
    <form className="evaluation-send" {...form.formProps} onSubmit={onSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <Select
        label={t('evaluation.send.questionnaire')}
        options={(['dlqi', 'basdai'] as const).map((kind) => ({
          value: kind,
          label: t(`evaluation.questionnaire.${kind}`),
        }))}
        {...form.bind('questionnaire')}
      />
      <Select
        label={t('evaluation.send.language')}
        options={(['cs', 'en'] as const).map((language) => ({
          value: language,
          label: t(`evaluation.send.language.${language}`),
        }))}
        {...form.bind('language')}
      />
      <Select
        label={t('evaluation.send.delivery')}
        options={(['email', 'print'] as const).map((delivery) => ({
          value: delivery,
          label: t(`evaluation.send.delivery.${delivery}`),
        }))}
        {...form.bind('delivery')}
      />
      {form.values.delivery === 'email' && (
        <TextField
          label={t('evaluation.send.email')}
          type="email"
          autoComplete="off"
          required
          {...form.bind('email')}
        />
      )}
      <Select
        label={t('evaluation.send.validDays')}
        options={dayOptions}
        {...form.bind('validDays')}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('evaluation.send.sending') : t('evaluation.send.submit')}
      </Button>
    </form>
  )
}

function CreatedLink({ created }: { created: CreatedEvaluationLink }) {
  const { t } = useEvaluationMessages()
  if (created.link.delivery === 'email') return <p role="status">{t('evaluation.send.mailed')}</p>
  return (
    <div role="status">
      <p>{t('evaluation.send.printReady')}</p>
      <QrSheet created={created} />
    </div>
  )
}
