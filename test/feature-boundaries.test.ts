import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * Plants imports that break the front-door rule (ADR 009) into real files of both apps and expects
 * the repository's own ESLint configuration to reject each one. The code is linted as text under an
 * existing path, so the type-aware rules find the file in its tsconfig and the boundary rule sees
 * the real folder of the importer.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` })
  if (!result) throw new Error('ESLint returned no result')
  const fatal = result.messages.filter((message) => message.fatal)
  expect(fatal).toEqual([])
  return result.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message)
}

const serverFeatureFile = 'apps/server/src/features/auth/sign-in.ts'
const webFeatureFile = 'apps/web/src/features/auth/login-page.tsx'

describe('feature boundaries', { timeout: 120_000 }, () => {
  it("rejects a server feature importing another feature's internal file", async () => {
    const code =
      "import { findUserById } from '../accounts/user-record'\nexport const f = findUserById\n"
    expect(await boundaryErrors(serverFeatureFile, code)).toEqual([
      expect.stringContaining('only through its index.ts'),
    ])
  })

  it('sees through a path that climbs out of features/ and back in', async () => {
    const code =
      "import type { UserRow } from '../../features/accounts/user-record'\nexport type U = UserRow\n"
    expect(await boundaryErrors(serverFeatureFile, code)).toEqual([
      expect.stringContaining('only through its index.ts'),
    ])
  })

  it("rejects a web feature importing another feature's internal file", async () => {
    const code =
      "import { LandingPage } from '../landing/landing-page'\nexport const P = LandingPage\n"
    expect(await boundaryErrors(webFeatureFile, code)).toEqual([
      expect.stringContaining('only through its index.ts'),
    ])
  })

  it('rejects server platform importing a feature, even through its index', async () => {
    const code =
      "import { findUserById } from '../features/accounts'\nexport const f = findUserById\n"
    expect(await boundaryErrors('apps/server/src/platform/audit.ts', code)).toEqual([
      expect.stringContaining('never import a feature'),
    ])
  })

  it('rejects web shared importing app/', async () => {
    const code = "import { router } from '../../app/router'\nexport const r = router\n"
    expect(await boundaryErrors('apps/web/src/shared/navigation/navigate.ts', code)).toEqual([
      expect.stringContaining('Only app/ composes the app'),
    ])
  })

  it("accepts an import through another feature's index.ts", async () => {
    const code = "import { findUserById } from '../accounts'\nexport const f = findUserById\n"
    expect(await boundaryErrors(serverFeatureFile, code)).toEqual([])
  })
})
