import type { HTMLAttributes, ReactNode } from 'react'
import './card.css'

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3
}

export function Card({ title, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={['card', className ?? ''].join(' ').trim()} {...rest}>
      {title !== undefined && <Heading className="card__title">{title}</Heading>}
      {children}
    </section>
  )
}
