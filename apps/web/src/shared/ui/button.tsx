import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link, type LinkProps } from '../navigation/link'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'text'

function classes(variant: ButtonVariant, small: boolean, extra: string | undefined): string {
  return ['btn', `btn--${variant}`, small ? 'btn--small' : '', extra ?? '']
    .filter(Boolean)
    .join(' ')
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  small?: boolean
}

export function Button({
  variant = 'primary',
  small = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={classes(variant, small, className)} {...rest} />
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; small?: boolean }

/** A router link that looks like a button (a navigation is a link, whatever it looks like). */
export function ButtonLink({
  variant = 'primary',
  small = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={classes(variant, small, typeof className === 'string' ? className : undefined)}
      {...rest}
    />
  )
}

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  label: string
  children: ReactNode
}

/** An icon-only button; `label` is its accessible name (and tooltip). */
export function IconButton({
  label,
  className,
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={['icon-btn', className ?? ''].join(' ').trim()}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children}
    </button>
  )
}
