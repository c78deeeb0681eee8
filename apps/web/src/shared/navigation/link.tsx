import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  replace?: boolean
  state?: unknown
  /** A full page load instead of a navigation within the app (the error page's way out). */
  reloadDocument?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * A link within the app: a real `href`, and a plain click navigates through the router (a click
 * with a modifier key, another button or another target is left to the browser). React Router's
 * own `Link` also carries its framework mode's prefetching (`prefetch="intent"`, route manifests),
 * which this app does not use (links are prefetched by shared/prefetch) and which would otherwise
 * be part of every first view.
 */
export function Link({
  to,
  replace,
  state,
  reloadDocument = false,
  onClick,
  target,
  ref,
  ...rest
}: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
  })
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (!event.defaultPrevented && !reloadDocument) navigate(event)
      }}
    />
  )
}

export interface NavLinkProps extends LinkProps {
  /** Marks the link only on its own path, not on the paths below it. */
  end?: boolean
}

/**
 * A navigation link marked with `aria-current="page"` while its path (or, unless `end`, a path
 * below it) is shown, as React Router's `NavLink` does; the styles select on `aria-current`.
 */
export function NavLink({ to, end = false, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase()
  const current = useLocation().pathname.toLowerCase()
  const below =
    target === '/' ? false : current.startsWith(target.endsWith('/') ? target : `${target}/`)
  const active = current === target || (!end && below)
  return <Link {...rest} to={to} aria-current={active ? 'page' : undefined} />
}
