import type { RecoveryCodes as Codes, TwoFactorEnrolment } from '@konzilium/contract/two-factor'
import { useState } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { PasswordField } from '../../shared/forms/password-field'
import { useForm } from '../../shared/forms/use-form'
import { useRetryAfter } from '../../shared/forms/use-retry-after'
import { formatDate } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useTwoFactorMessages } from './two-factor-messages'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { TextField } from '../../shared/ui/text-field'
import {
  useConfirmEnrolment,
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from './api'
import { RecoveryCodes } from './recovery-codes'
import './two-factor.css'

const confirmSchema = () =>
  import('@konzilium/contract/two-factor').then((m) => m.confirmTwoFactorInputSchema)
const proofSchema = () =>
  import('@konzilium/contract/two-factor').then((m) => m.twoFactorProofInputSchema)

function Enrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment
  onConfirmed: (codes: Codes) => void
  onCancel: () => void
}) {
  const global = useI18n()
  const { t } = useTwoFactorMessages()
  const confirm = useConfirmEnrolment()
  const wait = useRetryAfter()
  const form = useForm({ initialValues: { code: '' }, schema: confirmSchema })
  const onSubmit = form.handleSubmit((input) => {
    confirm.mutate(input, {
      onSuccess: onConfirmed,
      onError: (error) => {
        if (wait.block(error)) return
        form.showError(error, global.t('form.error.network'))
      },
    })
  })
  return (
    <div className="two-factor-enrolment">
      <ol className="two-factor-steps">
        <li>{t('twoFactor.enrol.step.app')}</li>
        <li>
          {t('twoFactor.enrol.step.scan')}
          <div className="two-factor-qr">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
              alt={t('twoFactor.enrol.qrAlt')}
              width={200}
              height={200}
            />
            <div>
              <p>{t('twoFactor.enrol.manual')}</p>
              <code className="two-factor-key" data-testid="manual-key">
                {enrolment.manualKey}
              </code>
            </div>
          </div>
        </li>
        <li>{t('twoFactor.enrol.step.code')}</li>
      </ol>
      <form {...form.formProps} onSubmit={onSubmit}>
        {wait.message && <FormAlert>{wait.message}</FormAlert>}
        {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label={t('twoFactor.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          {...form.bind('code')}
        />
        <div className="form-actions">
          <Button type="submit" disabled={confirm.isPending || wait.blocked}>
            {t('twoFactor.enrol.confirm')}
          </Button>
          <Button variant="text" onClick={onCancel}>
            {global.t('form.cancel')}
          </Button>
        </div>
      </form>
    </div>
  )
}

/** Password + a current code: what disabling and new recovery codes need. */
function ProofForm({
  action,
  onDone,
  onCancel,
}: {
  action: 'disable' | 'recoveryCodes'
  onDone: (codes: Codes | null) => void
  onCancel: () => void
}) {
  const global = useI18n()
  const { t } = useTwoFactorMessages()
  const disable = useDisableTwoFactor()
  const renew = useNewRecoveryCodes()
  const wait = useRetryAfter()
  const pending = disable.isPending || renew.isPending
  const form = useForm({ initialValues: { password: '', code: '' }, schema: proofSchema })
  const onSubmit = form.handleSubmit((input) => {
    const onError = (error: unknown) => {
      if (wait.block(error)) return
      form.showError(error, global.t('form.error.network'))
    }
    if (action === 'disable')
      disable.mutate(input, {
        onSuccess: () => {
          onDone(null)
        },
        onError,
      })
    else renew.mutate(input, { onSuccess: onDone, onError })
  })
  return (
    <form {...form.formProps} onSubmit={onSubmit} className="two-factor-proof">
      <p>{t('twoFactor.proof.description')}</p>
      {wait.message && <FormAlert>{wait.message}</FormAlert>}
      {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
      <PasswordField
        label={global.t('login.password')}
        autoComplete="current-password"
        required
        {...form.bind('password')}
      />
      <TextField
        label={t('twoFactor.proof.code')}
        autoComplete="one-time-code"
        required
        {...form.bind('code')}
      />
      <div className="form-actions">
        <Button type="submit" disabled={pending || wait.blocked}>
          {action === 'disable' ? t('twoFactor.disable') : t('twoFactor.newCodes')}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {global.t('form.cancel')}
        </Button>
      </div>
    </form>
  )
}

/** Two-factor sign-in: switch on (QR + manual key + first code), recovery codes, switch off. */
export function TwoFactorCard() {
  const global = useI18n()
  const { t, locale } = useTwoFactorMessages()
  const status = useTwoFactorStatus()
  const start = useStartEnrolment()
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null)
  const [codes, setCodes] = useState<readonly string[] | null>(null)
  const [proof, setProof] = useState<'disable' | 'recoveryCodes' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  let content
  if (codes) {
    content = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null)
        }}
      />
    )
  } else if (enrolment) {
    content = (
      <Enrolment
        enrolment={enrolment}
        onConfirmed={(answer) => {
          setEnrolment(null)
          setCodes(answer.recoveryCodes)
          setNotice(t('twoFactor.enabledNow'))
        }}
        onCancel={() => {
          setEnrolment(null)
        }}
      />
    )
  } else if (!status.data) {
    content = (
      <p role="status">{status.isError ? global.t('form.loadFailed') : global.t('form.loading')}</p>
    )
  } else if (!status.data.enabled) {
    content = (
      <>
        {status.data.required && (
          <FormAlert title={global.t('login.enrolment.title')}>
            {t('twoFactor.requiredText')}
          </FormAlert>
        )}
        <p>{t('twoFactor.off')}</p>
        <Button
          disabled={start.isPending}
          onClick={() => {
            setNotice(null)
            start.mutate(undefined, { onSuccess: setEnrolment })
          }}
        >
          {t('twoFactor.enable')}
        </Button>
      </>
    )
  } else {
    const since = status.data.enabledAt ? formatDate(locale, Date.parse(status.data.enabledAt)) : ''
    content = (
      <>
        <p>
          <strong>{t('twoFactor.on', { date: since })}</strong>{' '}
          {t('twoFactor.codesLeft', { count: status.data.recoveryCodesRemaining })}
        </p>
        {proof ? (
          <ProofForm
            action={proof}
            onCancel={() => {
              setProof(null)
            }}
            onDone={(answer) => {
              setProof(null)
              if (answer) setCodes(answer.recoveryCodes)
              else setNotice(t('twoFactor.disabledNow'))
            }}
          />
        ) : (
          <div className="form-actions">
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null)
                setProof('recoveryCodes')
              }}
            >
              {t('twoFactor.newCodes')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null)
                setProof('disable')
              }}
            >
              {t('twoFactor.disable')}
            </Button>
          </div>
        )}
      </>
    )
  }

  return (
    <Card title={t('twoFactor.title')} id="two-factor" tabIndex={-1}>
      <p className="profile-note">{t('twoFactor.description')}</p>
      {notice && <FormAlert tone="success">{notice}</FormAlert>}
      {content}
    </Card>
  )
}
