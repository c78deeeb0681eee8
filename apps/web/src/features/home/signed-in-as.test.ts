import { roles } from '@konzilium/contract/session'
import { describe, expect, it } from 'vitest'
// The home's texts are in its own catalogue.
import cs from './messages/cs.json'
import en from './messages/default.json'
import { signedInAsKey } from './signed-in-as'

const english: Record<string, unknown> = en
const czech: Record<string, unknown> = cs

describe('the home page’s "signed in as" sentence', () => {
  it.each(roles)(
    'names the role %s with its article in English and without one in Czech',
    (role) => {
      const key = signedInAsKey(role)
      expect(english[key]).toMatch(/^You are signed in as (a|an) [a-z]/)
      expect(czech[key]).toMatch(/^Jste přihlášeni jako [a-zá-ž]/)
    },
  )
})
