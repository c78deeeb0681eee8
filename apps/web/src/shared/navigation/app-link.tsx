import type { AnchorHTMLAttributes } from 'react'
import { Link } from './link'
import { classifyUrl } from './external-url'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }

/**
 * The link component for any href that may be external: internal targets use the router, allow-listed
 * external ones open in a new tab without leaking the referrer, refused ones render as plain text.
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const kind = classifyUrl(href)
  switch (kind) {
    case 'internal':
      return (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )
    case 'allowed-external':
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
          {children}
        </a>
      )
    case 'refused':
      return <span className={rest.className}>{children}</span>
  }
}
