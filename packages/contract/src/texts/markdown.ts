/**
 * The Markdown subset of the editable texts, parsed the same way by the server (checks at save)
 * and the web (the one renderer): paragraphs, bullet and numbered lists, headings (`#` to `###`),
 * `**bold**`, `*italic*` and `[words](target)`. Nothing else is markup: raw HTML and anything the
 * subset does not know stay text, so a text can never inject an element or an attribute.
 */
export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'em'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string }

export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly level: 2 | 3 | 4; readonly text: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] }

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g

/** Splits a text into plain runs, links, bold and italic. Nested markup stays text. */
export function inlineParts(text: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    const index = match.index
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) })
    if (match[1] !== undefined && match[2] !== undefined) {
      parts.push({ kind: 'link', text: match[1], href: match[2] })
    } else if (match[3] !== undefined) {
      parts.push({ kind: 'strong', text: match[3] })
    } else if (match[4] !== undefined) {
      parts.push({ kind: 'em', text: match[4] })
    }
    last = index + match[0].length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^\d+[.)]\s+(.*)$/
const HEADING = /^(#{1,3})\s+(.*)$/

/** The blocks of a text: blank lines part paragraphs; a run of `- ` or `1. ` lines is a list. */
export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  let paragraph: string[] = []
  let list: { ordered: boolean; items: string[] } | null = null
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') })
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items })
    paragraph = []
    list = null
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    const heading = HEADING.exec(line)
    const bullet = BULLET.exec(line)
    const numbered = NUMBERED.exec(line)
    if (line === '') {
      flush()
    } else if (heading?.[1] && heading[2] !== undefined) {
      flush()
      // `#` is the page's own title (h1), so a text's headings start one level below it.
      blocks.push({
        kind: 'heading',
        level: (heading[1].length + 1) as 2 | 3 | 4,
        text: heading[2],
      })
    } else if (bullet?.[1] !== undefined || numbered?.[1] !== undefined) {
      const ordered = numbered !== null
      const item = (bullet?.[1] ?? numbered?.[1]) as string
      if (!list || list.ordered !== ordered || paragraph.length > 0) {
        flush()
        list = { ordered, items: [] }
      }
      list.items.push(item)
    } else {
      if (list) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi
const named: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&' }

/** A link target as a browser would read its scheme: entities decoded, controls and spaces gone. */
function normalizedTarget(href: string): string {
  const decoded = href.replace(ENTITY, (whole, entity: string) => {
    const lower = entity.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16) || 0)
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10) || 0)
    return named[lower] ?? whole
  })
  // eslint-disable-next-line no-control-regex -- browsers drop these inside a scheme
  return decoded.replace(/[\u0000-\u0020\u007f-\u00a0]/g, '').toLowerCase()
}

/**
 * Whether a link target may be followed: http(s), mailto, or a path of this site (`/x`, `#x`).
 * Protocol-relative `//host` and every other scheme (`javascript:`, `data:`, `vbscript:`) are not.
 */
export function isSafeLinkTarget(href: string): boolean {
  const target = normalizedTarget(href)
  if (target.startsWith('//') || target.startsWith('/\\')) return false
  if (target.startsWith('/') || target.startsWith('#')) return true
  return /^(https?:\/\/|mailto:)/.test(target)
}

/**
 * The link targets of a text that may not be saved: every `[words](target)` that is not safe, and
 * any `javascript:` written anywhere (however encoded), so an unsafe link never reaches a page.
 */
export function unsafeLinks(body: string): string[] {
  const refused = new Set<string>()
  for (const match of body.matchAll(/\]\(([^)]*)\)/g)) {
    const href = match[1]?.trim() ?? ''
    if (!isSafeLinkTarget(href)) refused.add(href)
  }
  if (/(javascript|vbscript):/.test(normalizedTarget(body))) refused.add('javascript:')
  return [...refused]
}

/** The `{name}` placeholders of a text, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1] ?? ''))]
}

/** Puts values in for the placeholders; an unknown one stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{([^{}\s]*)\}/g, (whole, name: string) => values[name] ?? whole)
}
