import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isRoleOnly, policyActions } from '@konzilium/contract/policy'

/**
 * Every scope the policy grants is read by a scope builder, and an action whose scope nobody reads
 * is marked role-only: a reader of policy.ts then sees which objects each role reaches, and where
 * no per-object filter exists. The type keeps `scopeOf` from asking about a role-only action; this
 * finds, in the server's source, the scoped actions a scope read names: a literal in the action
 * argument of `scopeOf`, `scopeFor` or a `…Scope(caller, action)` builder, or a member of the action type a
 * builder takes.
 */
const root = join(import.meta.dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function actionsReadIn(text: string): string[] {
  const literals = (part: string) => [...part.matchAll(/'([a-z.-]+)'/g)].map((m) => m[1] ?? '')
  const found = [...text.matchAll(/\b(?:scopeOf|scopeFor|\w+Scope)\(\s*[\w.]+,([^)]*)\)/g)].flatMap(
    (call) => literals(call[1] ?? ''),
  )
  for (const builder of text.matchAll(/function \w+Scope\(\w+: \w+, action: (\w+)\)/g)) {
    const type = new RegExp(`type ${builder[1]} =([^\\n]*(?:\\n\\s*\\|[^\\n]*)*)`).exec(text)
    if (type?.[1]) found.push(...literals(type[1]))
  }
  return found
}

describe('the policy and the scope builders', () => {
  const read = new Set(sources(root).flatMap((file) => actionsReadIn(readFileSync(file, 'utf8'))))

  it('reads the scope of every scoped action somewhere on the server', () => {
    const unread = policyActions.filter((action) => !isRoleOnly(action) && !read.has(action))
    expect(unread).toEqual([])
  })

  it('reads no scope of a role-only action', () => {
    expect(policyActions.filter((action) => isRoleOnly(action) && read.has(action))).toEqual([])
  })

  it('marks the role-only actions as such', () => {
    expect(policyActions.filter(isRoleOnly).sort()).toEqual([
      'account.self',
      'audit.read',
      'consultations.candidates',
      'diagnostics.run',
      'exports.client-page',
      'exports.doctors',
      'exports.patients',
      'home.read',
      'live.connect',
      'notifications.announce',
      'reports.send',
      'reps.invite',
      'texts.manage',
      'users.manage',
    ])
  })
})
