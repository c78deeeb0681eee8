/**
 * The materials page is data: texts in the feature catalogue whose keys give the structure, so an
 * administrator can later edit (or add) any part as a plain text in both languages.
 *
 *   doc.<SS>.anchor        the section's fragment id (`#psoriaza`)
 *   doc.<SS>.heading       the section's heading (h2)
 *   doc.<SS>.<BB>.<kind>   a block, in order: p (paragraph), list (bullets, one item per line),
 *                          steps (numbered, one per line), h3 (sub-heading), note (aside),
 *                          unverified (a warning that a fact could not be verified)
 *
 * SS and BB are two-digit numbers; sections and blocks are ordered by them. Inside a text,
 * `[words](/calculator/dermatology?score=pasi)` is a link, `**words**` bold and `*words*` italic
 * (the editable texts' Markdown subset, `@konzilium/contract/texts/markdown`).
 */
export type BlockKind = 'p' | 'list' | 'steps' | 'h3' | 'note' | 'unverified'

export interface DocumentBlock {
  readonly key: string
  readonly kind: BlockKind
}

export interface DocumentSection {
  readonly number: string
  readonly anchorKey: string
  readonly headingKey: string
  readonly blocks: readonly DocumentBlock[]
}

export const blockKinds: readonly BlockKind[] = ['p', 'list', 'steps', 'h3', 'note', 'unverified']
const SECTION_PART = /^doc\.(\d{2})\.(anchor|heading)$/
const BLOCK = /^doc\.(\d{2})\.(\d{2})\.([a-z0-9]+)$/

function isBlockKind(value: string): value is BlockKind {
  return (blockKinds as readonly string[]).includes(value)
}

/**
 * The sections of the document from a catalogue's keys. A section needs a heading and an anchor;
 * keys that fit no pattern, or blocks of an unknown kind, are ignored rather than shown raw.
 */
export function documentSections(keys: readonly string[]): DocumentSection[] {
  const sections = new Map<string, { anchor: boolean; heading: boolean; blocks: DocumentBlock[] }>()
  const section = (number: string) => {
    let entry = sections.get(number)
    if (!entry) {
      entry = { anchor: false, heading: false, blocks: [] }
      sections.set(number, entry)
    }
    return entry
  }
  for (const key of keys) {
    const part = SECTION_PART.exec(key)
    if (part?.[1] && part[2]) {
      const entry = section(part[1])
      if (part[2] === 'anchor') entry.anchor = true
      else entry.heading = true
      continue
    }
    const block = BLOCK.exec(key)
    if (block?.[1] && block[3] && isBlockKind(block[3])) {
      section(block[1]).blocks.push({ key, kind: block[3] })
    }
  }
  return [...sections.entries()]
    .filter(([, entry]) => entry.anchor && entry.heading)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([number, entry]) => ({
      number,
      anchorKey: `doc.${number}.anchor`,
      headingKey: `doc.${number}.heading`,
      blocks: [...entry.blocks].sort((a, b) => a.key.localeCompare(b.key)),
    }))
}

/** The items of a list block: one per line, blank lines ignored. */
export function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}
