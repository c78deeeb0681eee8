import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The repository stands alone: someone who clones it has neither the team's private folder (its
 * product description, design and style notes, research pages) nor the issue tracker. So no
 * tracked file may cite those documents or a tracker number; a fact the code relies on is stated
 * in the repository's own words, in the comment or in a page under docs/ (docs/domain/ holds the
 * clinical scores and the Czech rules). Public sources (standards, laws, papers) and the
 * repository's own ADRs may be cited.
 */
const root = fileURLToPath(new URL('..', import.meta.url))

/** The private documents, by file name. A name inside a longer one (an ADR's) is not a citation. */
const outsideDocuments = [
  'DESIGN',
  'STYLE',
  'SPEC',
  'security',
  'calculators',
  'czech-domain',
  'peer-systems',
  'model-codebases',
]

const citations: { what: string; pattern: RegExp }[] = [
  {
    what: 'an outside document',
    pattern: new RegExp(`(?<![\\w-])(?:${outsideDocuments.join('|')})\\.md\\b`),
  },
  // The private folder itself, or its spec/ and reference/ subfolders. The web app's own
  // `../shared/<module>` imports are not it.
  { what: 'the private folder', pattern: /\.\.\/shared(?![\w/.-])|\bshared\/(?:spec|reference)\// },
  { what: 'a tracker number', pattern: /\b[Ii]ssues? #?\d+/ },
  {
    what: 'a section of the product description',
    pattern: /\b[Ss]pec(?:'s)? (?:sections? ?\d+|§ ?\d*)/,
  },
]

/** Not text, or not ours to word. */
const skipped = new Set(['package-lock.json'])

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !skipped.has(file))
}

/** Git's own test for a binary file: a NUL byte among the first 8000. */
const isBinary = (content: Buffer) => content.subarray(0, 8000).includes(0)

function findCitations(): string[] {
  const found: string[] = []
  for (const file of trackedFiles()) {
    const path = `${root}${file}`
    if (!existsSync(path)) continue
    const content = readFileSync(path)
    if (isBinary(content)) continue
    content
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const { what, pattern } of citations) {
          const match = pattern.exec(line)
          if (match) found.push(`${file}:${String(index + 1)}: ${what} ("${match[0]}")`)
        }
      })
  }
  return found
}

describe('the repository stands alone', () => {
  it('cites no private document of the team and no tracker number', () => {
    expect(findCitations()).toEqual([])
  })

  it('recognises a citation and leaves the look-alikes alone', () => {
    const cited = (line: string) => citations.some(({ pattern }) => pattern.test(line))
    // Assembled from parts, so that this file does not cite anything itself.
    const words = (...parts: string[]) => parts.join(' ')
    const name = (document: string) => `${document}.md`
    const folder = ['..', 'shared'].join('/')
    expect(cited(`see ${name('calculators')} §3`)).toBe(true)
    expect(cited(`(${name('DESIGN')} section 5)`)).toBe(true)
    expect(cited(`${folder}/${name('STYLE')}`)).toBe(true)
    expect(cited(`in \`${folder}\` beside the clone`)).toBe(true)
    expect(cited(['shared', 'reference', 'anything'].join('/'))).toBe(true)
    expect(cited(words('as', 'issue', '10', 'section 5 asks'))).toBe(true)
    expect(cited(words('(Issue', '#12)'))).toBe(true)
    expect(cited(words('(spec', 'section', '7)'))).toBe(true)
    expect(cited(`docs/decisions/005-score-${name('calculators')}`)).toBe(false)
    expect(cited(`import { Button } from '../${folder}/ui/button'`)).toBe(false)
    expect(cited('expect(result.issues).toHaveLength(2)')).toBe(false)
    expect(cited('the field spec of each score')).toBe(false)
  })
})
