import type { InputHTMLAttributes, ReactNode } from 'react'
import './field.css'

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }

export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={['checkbox', className ?? ''].join(' ').trim()}>
      <input type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  )
}
