import { inlineParts, isSafeLinkTarget, markdownBlocks } from '@konzilium/contract/texts/markdown'
import { AppLink } from '../navigation/app-link'

/**
 * The one renderer of texts written by people (the catalogues and the administrators' editable
 * texts, ADR 038), always as React elements, never as HTML: raw HTML in a text stays visible text.
 * Links go through AppLink (calculators open in the app, allow-listed sites in a new tab); a target
 * that is not http(s), mailto or a path of this site is shown as plain words, never as a link.
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
          case 'em':
            return <em key={index}>{part.text}</em>
          case 'link':
            return isSafeLinkTarget(part.href) ? (
              <AppLink key={index} href={part.href}>
                {part.text}
              </AppLink>
            ) : (
              <span key={index}>{part.text}</span>
            )
        }
      })}
    </>
  )
}

/** A Markdown text of the subset: headings, paragraphs and lists, each with its inline markup. */
export function MarkdownText({ text }: { text: string }) {
  return (
    <>
      {markdownBlocks(text).map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const Heading = `h${block.level}` as const
            return (
              <Heading key={index}>
                <RichText text={block.text} />
              </Heading>
            )
          }
          case 'paragraph':
            return (
              <p key={index}>
                <RichText text={block.text} />
              </p>
            )
          case 'list': {
            const items = block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <RichText text={item} />
              </li>
            ))
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>
          }
        }
      })}
    </>
  )
}
