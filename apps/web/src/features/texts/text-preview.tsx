import type { TextArea, TextLocale } from '@konzilium/contract/texts'
import { MarkdownText } from '../../shared/ui/rich-text'
import { blockKinds, MaterialsBlock, type BlockKind } from '../materials'

/** The greeting every mail starts with (templates.ts of the server), in the mail's language. */
const greetings: Record<TextLocale, string> = { cs: 'Dobrý den,', en: 'Hello,' }

const isBlockKind = (value: string): value is BlockKind =>
  (blockKinds as readonly string[]).includes(value)

/**
 * A text as its page shows it, with the page's own renderer: landing texts are plain text, a
 * materials block is drawn by the materials page's block, legal documents as Markdown, a mail as
 * its greeting and paragraphs (placeholders shown as written).
 */
export function TextPreview({
  area,
  textKey,
  locale,
  title,
  body,
}: {
  area: TextArea
  textKey: string
  locale: TextLocale
  title: string
  body: string
}) {
  switch (area) {
    case 'landing':
      return <p>{body}</p>
    case 'materials': {
      const kind = textKey.slice(textKey.lastIndexOf('.') + 1)
      if (kind === 'heading') return <h2>{body}</h2>
      if (!isBlockKind(kind)) return <p>{body}</p>
      return <MaterialsBlock kind={kind} text={body} />
    }
    case 'legal':
      return (
        <>
          {title && <h2>{title}</h2>}
          <MarkdownText text={body} />
        </>
      )
    case 'mail':
      return (
        <>
          <p>
            <strong>{title}</strong>
          </p>
          <p>{greetings[locale]}</p>
          {body
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              <p key={index}>{paragraph.trim()}</p>
            ))}
        </>
      )
  }
}
