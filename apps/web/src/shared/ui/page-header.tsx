import type { ReactNode } from 'react'
import './page-header.css'

interface PageHeaderProps {
  title: string
  description?: string
  actions?: ReactNode
}

/**
 * The page's one <h1> and its document title (React 19 hoists <title> into <head>). The heading takes
 * programmatic focus after a navigation (app/focus-on-navigation.ts), hence tabIndex -1.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <title>{`${title} · Konzilium`}</title>
      <h1 tabIndex={-1}>{title}</h1>
      {description && <p className="page-header__description">{description}</p>}
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  )
}
