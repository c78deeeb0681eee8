import type { ReactNode } from 'react'
import { AlertIcon, CheckIcon } from '../ui/shell-icons'
import './forms.css'

interface FormAlertProps {
  tone?: 'error' | 'success' | 'info'
  title?: string
  children: ReactNode
  id?: string
}

/** A message above a form: errors are announced at once (alert), the others politely (status). */
export function FormAlert({ tone = 'error', title, children, id }: FormAlertProps) {
  return (
    <div
      id={id}
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {tone === 'success' ? <CheckIcon /> : <AlertIcon />}
      <div>
        {title && <p className="form-alert__title">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  )
}
