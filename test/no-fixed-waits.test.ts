import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * No test waits a fixed time (ADR 003): a fixed wait is too short on a loaded machine and too long
 * everywhere else. A test waits for the condition it depends on (a response, a DOM state, a
 * helper's `waitFor`) or moves a clock it controls (`page.clock`, `vi.useFakeTimers`, the API
 * tests' `TestClock`).
 *
 * What counts as a fixed wait, in tracked test files (`e2e/**` and every `*.test.ts(x)`):
 * - `waitForTimeout(`: Playwright's sleep;
 * - `sleep(` as a word of its own (SQL's `pg_sleep(`, a query that holds the database busy on
 *   purpose, is another word);
 * - a timer awaited as a promise: `new Promise((r) => setTimeout(r, N))` (with or without `act`
 *   around it, on one line or several) and `await setTimeout(N)` of `node:timers/promises`.
 *
 * What does not, by its shape:
 * - a timer promise of delay 0: it yields one turn of the event loop so queued work runs, and
 *   assumes nothing about how long anything takes;
 * - the pause of a polling loop, a timer promise within three lines below the header of a `while`
 *   or of a `for` with a condition: the loop ends when its condition holds, the delay only sets how
 *   often it is checked;
 * - `test.setTimeout(`, `vi.advanceTimersByTime(` and other members named like timers: they set a
 *   limit or move a fake clock, they do not wait.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const self = 'test/no-fixed-waits.test.ts'

type FixedWait = { line: number; what: string }

const loopHeader = /^\s*(?:while\s*\((?!\s*true\s*\))|for\s*\([^;]*;[^;]+;)/

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length
}

/** The fixed waits in one file's text, by line. */
function findFixedWaits(text: string): FixedWait[] {
  const lines = text.split('\n')
  const found: FixedWait[] = []
  const report = (index: number, what: string) => {
    const line = lineAt(text, index)
    // A comment may name what it warns against.
    if (/^\s*(?:\/\/|\*|\/\*)/.test(lines[line - 1] ?? '')) return
    found.push({ line, what })
  }
  for (const match of text.matchAll(/\bwaitForTimeout\s*\(/g))
    report(match.index, 'waitForTimeout(')
  for (const match of text.matchAll(/(?<![\w$])sleep\s*\(/g)) report(match.index, 'sleep(')
  for (const match of text.matchAll(/\bawait\s+setTimeout\s*\(\s*[^,)]+\)/g))
    report(match.index, 'an awaited setTimeout(N)')
  const timerPromise =
    /new\s+Promise\s*(?:<[^>]*>)?\(\s*(?:\(\s*(\w+)[^)]*\)|(\w+))\s*=>\s*\{?\s*setTimeout\s*\(\s*(?:\1|\2|\(\)\s*=>\s*(?:\1|\2)\(\))\s*,\s*([^)]+?)\s*\)/g
  for (const match of text.matchAll(timerPromise)) {
    const delay = match[3] ?? ''
    if (delay === '0') continue
    const line = lineAt(text, match.index)
    const above = lines.slice(Math.max(0, line - 4), line - 1)
    if (above.some((header) => loopHeader.test(header))) continue
    report(match.index, `a sleep of ${delay} ms (setTimeout in a promise)`)
  }
  return found.sort((a, b) => a.line - b.line)
}

function trackedTestFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(?:[cm]?js|tsx?)$/.test(file))
    .filter((file) => file.startsWith('e2e/') || /\.test\.tsx?$/.test(file))
    .filter((file) => file !== self)
}

describe('no fixed waits in tests', () => {
  it('finds the shapes it names, and leaves the legitimate ones alone', () => {
    const offending = [
      'await page.waitForTimeout(500)',
      'await sleep(100)',
      'await new Promise((resolve) => setTimeout(resolve, 50))',
      'await new Promise<void>((r) => setTimeout(() => r(), 2000))',
      'await act(() => new Promise((resolve) => setTimeout(resolve, 10)))',
      'await new Promise((resolve) =>\n  setTimeout(resolve, DELAY_MS),\n)',
      "import { setTimeout } from 'node:timers/promises'\nawait setTimeout(200)",
    ]
    for (const text of offending) expect(findFixedWaits(text), text).toHaveLength(1)
    expect(findFixedWaits('ok()\nawait sleep(1)')).toEqual([{ line: 2, what: 'sleep(' }])

    const legitimate = [
      'await new Promise((resolve) => setTimeout(resolve, 0))',
      "await other.query('select pg_sleep(0.5)')",
      'test.setTimeout(180_000)',
      'vi.advanceTimersByTime(RELOAD_GUARD_MS)',
      '// never page.waitForTimeout(500)',
      'while (!condition()) {\n  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))\n}',
      'for (let i = 0; i < 100; i++) {\n  if (await check()) return\n  await new Promise((resolve) => setTimeout(resolve, 20))\n}',
      'const timer = setTimeout(() => controller.abort(), 1000)',
    ]
    for (const text of legitimate) expect(findFixedWaits(text), text).toEqual([])
    // An endless loop is no polling loop: its pause is a sleep.
    expect(
      findFixedWaits('while (true) {\n  await new Promise((r) => setTimeout(r, 100))\n}'),
    ).toHaveLength(1)
  })

  it('no tracked test file waits a fixed time', () => {
    const files = trackedTestFiles()
    expect(files.length).toBeGreaterThan(100)
    const offences = files.flatMap((file) =>
      findFixedWaits(readFileSync(`${root}${file}`, 'utf8')).map(
        ({ line, what }) => `${file}:${line}: ${what}`,
      ),
    )
    expect(offences).toEqual([])
  })
})
