import { roles } from '@konzilium/contract/session'
import { describe, expect, it } from 'vitest'
import cs from '../../shared/i18n/messages/cs.json'
import en from '../../shared/i18n/messages/default.json'
import { signedInAsKey } from './signed-in-as'

describe('the home page’s "signed in as" sentence', () => {
  it.each(roles)(
    'names the role %s with its article in English and without one in Czech',
    (role) => {
      const key = signedInAsKey(role)
      expect(en[key]).toMatch(/^You are signed in as (a|an) [a-z]/)
      expect(cs[key]).toMatch(/^Jste přihlášeni jako [a-zá-ž]/)
    },
  )
})
