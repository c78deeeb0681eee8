import { useId, type HTMLAttributes, type ReactNode } from 'react'
import './card.css'

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3
}

export function Card({ title, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const titleId = useId()
  // A titled card is a named region, so assistive technology can list and jump to it.
  return (
    <section
      className={['card', className ?? ''].join(' ').trim()}
      aria-labelledby={title !== undefined ? titleId : undefined}
      {...rest}
    >
      {title !== undefined && (
        <Heading id={titleId} className="card__title">
          {title}
        </Heading>
      )}
      {children}
    </section>
  )
}
