import { useNavigate } from 'react-router'
import { Link } from '../../shared/navigation/link'
import { paths } from '../../shared/navigation/paths'
import { RegionSelect, SpecialtySelect } from '../../shared/forms/czech-selects'
import { FormAlert } from '../../shared/forms/form-alert'
import { NameFields } from '../../shared/forms/name-fields'
import { useForm } from '../../shared/forms/use-form'
import { useRetryAfter } from '../../shared/forms/use-retry-after'
import { useHumanVerification } from '../../shared/human-verification/use-human-verification'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Checkbox } from '../../shared/ui/checkbox'
import { PageHeader } from '../../shared/ui/page-header'
import { RequiredMark } from '../../shared/ui/required-mark'
import { TextField } from '../../shared/ui/text-field'
import { useRegisterPeripheralDoctor } from './api'
import { emptyRegistration, registrationInput } from './registration-form'
import './registration.css'
import { publicMessages } from '../../shared/i18n/parts/public'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

const registrationSchema = () =>
  import('@konzilium/contract/registration').then((m) => m.publicRegistrationInputSchema)

/** /register/peripheral: an outpatient dermatologist or rheumatologist creates an account. */
export function RegisterPeripheralPage() {
  const { t, locale } = useI18n()
  const navigate = useNavigate()
  const register = useRegisterPeripheralDoctor()
  const verification = useHumanVerification()
  const wait = useRetryAfter()
  const form = useForm({
    initialValues: emptyRegistration,
    schema: registrationSchema,
    toInput: (values) => registrationInput(values, locale),
  })

  const onSubmit = form.handleSubmit((input) => {
    void (async () => {
      let humanVerificationToken: string | undefined
      try {
        humanVerificationToken = verification ? await verification.getToken('register') : undefined
      } catch {
        form.setFormError(t('registerPeripheral.error.verification'))
        return
      }
      register.mutate(
        { ...input, ...(humanVerificationToken ? { humanVerificationToken } : {}) },
        {
          onSuccess: () => {
            void navigate(paths.registrationSuccess, { state: { email: input.email } })
          },
          onError: (error) => {
            if (wait.block(error)) return
            form.showError(error, t('form.error.network'))
          },
        },
      )
    })()
  })

  const termsError = form.errorOf('termsAccepted')
  return (
    <div className="registration-page">
      <PageHeader
        title={t('registerPeripheral.title')}
        description={t('registerPeripheral.description')}
      />
      <Card>
        <form className="form--mark-required" {...form.formProps} onSubmit={onSubmit}>
          <p className="registration-note">{t('form.requiredNote')}</p>
          {wait.message && <FormAlert>{wait.message}</FormAlert>}
          {form.formError && !wait.message && <FormAlert>{form.formError}</FormAlert>}
          <fieldset className="form-section">
            <legend>{t('registerPeripheral.section.person')}</legend>
            <NameFields bind={form.bind} />
            <div className="form-grid">
              <TextField
                label={t('login.email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                hint={t('registerPeripheral.email.hint')}
                {...form.bind('email')}
              />
              <TextField
                label={t('registerPeripheral.phone')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                hint={t('registerPeripheral.phone.hint')}
                {...form.bind('phone')}
              />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('registerPeripheral.section.practice')}</legend>
            <TextField
              label={t('registerPeripheral.practiceName')}
              autoComplete="organization"
              required
              {...form.bind('practiceName')}
            />
            <div className="form-grid">
              <TextField
                label={t('czech.ico')}
                inputMode="numeric"
                required
                hint={t('czech.ico.hint')}
                {...form.bind('ico')}
              />
              <TextField
                label={t('czech.icp')}
                inputMode="numeric"
                required
                hint={t('czech.icp.hint')}
                {...form.bind('icp')}
              />
              <TextField
                label={t('czech.icz')}
                inputMode="numeric"
                hint={t('czech.icz.hint')}
                {...form.bind('icz')}
              />
              <SpecialtySelect binding={form.bind('specialty')} required />
              <RegionSelect binding={form.bind('region')} required />
            </div>
          </fieldset>
          <Checkbox
            label={
              <>
                {t('registerPeripheral.terms')}
                <RequiredMark />
              </>
            }
            required
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error terms-links' : 'terms-links'}
            {...form.bindCheckbox('termsAccepted')}
          />
          {termsError && (
            <span id="terms-error" className="field-error">
              {termsError}
            </span>
          )}
          <p className="registration-note" id="terms-links">
            {t('registerPeripheral.termsRead')}{' '}
            <Link to={paths.terms} target="_blank">
              {t('footer.terms')}
            </Link>
            {', '}
            <Link to={paths.privacy} target="_blank">
              {t('footer.privacy')}
            </Link>
          </p>
          {verification && (
            <p className="registration-note">{t('registerPeripheral.verification')}</p>
          )}
          <div className="form-actions">
            <Button type="submit" disabled={register.isPending || wait.blocked}>
              {register.isPending
                ? t('registerPeripheral.submitting')
                : t('registerPeripheral.submit')}
            </Button>
            <span>
              {t('registerPeripheral.haveAccount')} <Link to={paths.login}>{t('nav.signIn')}</Link>
            </span>
          </div>
        </form>
      </Card>
    </div>
  )
}
