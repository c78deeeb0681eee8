import { AppLink } from '../../shared/navigation/app-link'
import { inlineParts } from './document'

/**
 * A catalogue text with its inline links and emphasis, rendered as React elements (never as
 * HTML). Links go through AppLink: calculators open in the app, allow-listed sites in a new tab,
 * anything else is shown as plain text.
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) => {
        switch (part.kind) {
          case 'text':
            return part.text
          case 'strong':
            return <strong key={index}>{part.text}</strong>
          case 'link':
            return (
              <AppLink key={index} href={part.href}>
                {part.text}
              </AppLink>
            )
        }
      })}
    </>
  )
}
