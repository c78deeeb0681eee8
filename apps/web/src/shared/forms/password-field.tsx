import { useEffect, useId, useState, type InputHTMLAttributes } from 'react'
import { useI18n } from '../i18n/use-i18n'
import { passwordHints, type PasswordPolicy } from './password-strength'
import '../ui/field.css'
import './forms.css'

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> & {
  label: string
  value: string
  error?: string | undefined
  /** Show the live hints of a new password; `context` are the name and e-mail it must not contain. */
  newPassword?: boolean
  context?: { email?: string | null; firstName?: string | null; lastName?: string | null }
}

/** A password input with a show/hide switch and, for a new password, live hints and a strength meter. */
export function PasswordField({
  label,
  value,
  error,
  newPassword = false,
  context,
  className,
  ...rest
}: PasswordFieldProps) {
  const { t } = useI18n()
  const id = useId()
  const [visible, setVisible] = useState(false)
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null)
  const contextKey = JSON.stringify(context ?? null)

  useEffect(() => {
    if (!newPassword) return
    let active = true
    const words = JSON.parse(contextKey) as PasswordFieldProps['context']
    void import('@konzilium/contract/auth').then((m) => {
      if (!active) return
      setPolicy({
        minLength: m.PASSWORD_MIN_LENGTH,
        containsContext: (password) => (words ? m.passwordContainsContext(password, words) : false),
      })
    })
    return () => {
      active = false
    }
  }, [newPassword, contextKey])

  const hasContext = Boolean(context && (context.email || context.firstName || context.lastName))
  const hints = newPassword && policy ? passwordHints(value, policy, hasContext) : null
  const hintsId = hints ? `${id}-hints` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintsId].filter(Boolean).join(' ') || undefined
  const levels = [
    'password.strength.tooShort',
    'password.strength.weak',
    'password.strength.fair',
    'password.strength.strong',
  ] as const

  return (
    <div className={['field', className ?? ''].join(' ').trim()}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="password-field__row">
        <input
          id={id}
          className="field__control"
          type={visible ? 'text' : 'password'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          spellCheck={false}
          {...rest}
        />
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => {
            setVisible((shown) => !shown)
          }}
        >
          {t('password.show')}
        </button>
      </div>
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
      {hints && policy && (
        <div id={hintsId}>
          <div className="strength-meter" data-level={hints.level} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <ul className="password-hints" aria-live="polite">
            <li>{t('password.strength.label', { level: t(levels[hints.level]) })}</li>
            <li data-met={hints.longEnough}>
              {t('password.hint.length', { min: policy.minLength, count: hints.length })}
            </li>
            {hints.free !== null && <li data-met={hints.free}>{t('password.hint.personal')}</li>}
            <li>{t('password.hint.common')}</li>
          </ul>
        </div>
      )}
    </div>
  )
}
