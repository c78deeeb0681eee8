import { publicRegistrationInputSchema } from '@konzilium/contract/registration'
import { formatIssueMessage } from '@konzilium/contract/validation-messages'
import { describe, expect, it } from 'vitest'
import { validateValues } from './use-form'
import { degreeSuggestions } from './degrees'
import { passwordHints } from './password-strength'

const loaded = { schema: publicRegistrationInputSchema, format: formatIssueMessage }

describe('validation with the contract schema', () => {
  const values = {
    email: 'jana@example.cz',
    firstName: 'Jana',
    lastName: 'Nováková',
    phone: '603 123 456',
    practiceName: 'Ambulance',
    ico: '27082441',
    icp: '4012345',
  }
  const toInput = (v: typeof values) => ({
    ...v,
    icz: null,
    region: 'CZ010',
    specialty: '404',
    termsAccepted: false,
  })

  it('words each issue in the language of the page, on its own field', () => {
    const result = validateValues(loaded, values, toInput, 'cs')
    expect(result.data).toBeUndefined()
    expect(result.errors.ico).toBe('Zadejte platné IČO (8 číslic, kontrolní číslice nesouhlasí).')
    expect(result.errors.icp).toBe('Zadejte 8 číslic.')
    expect(result.errors.email).toBeUndefined()
    // termsAccepted is not a form field here: its issue has nowhere to go.
    expect(Object.keys(result.errors).sort()).toEqual(['ico', 'icp'])
    expect(validateValues(loaded, values, toInput, 'en').errors.icp).toBe('Enter 8 digits.')
  })

  it('tells a value of the wrong kind from a missing one', () => {
    const errors = (practiceName: unknown) =>
      validateValues(loaded, values, (v) => ({ ...toInput(v), practiceName }), 'en').errors
    expect(errors(42).practiceName).toBe('Enter text.')
    expect(errors(undefined).practiceName).toBe('This field is required.')
  })

  it('hands over the parsed data (normalised phone) when everything passes', () => {
    const result = validateValues(
      loaded,
      { ...values, ico: '27082440', icp: '40123456' },
      (v) => ({ ...toInput(v), termsAccepted: true }),
      'cs',
    )
    expect(result.errors).toEqual({})
    expect(result.data?.phone).toBe('+420603123456')
  })
})

describe('degree pickers', () => {
  const before = ['prof.', 'doc.', 'MUDr.', 'Ing.']
  it('offer each degree after those already typed', () => {
    expect(degreeSuggestions('', before, 'before')).toEqual(before)
    expect(degreeSuggestions('doc. ', before, 'before')).toEqual([
      'doc. prof.',
      'doc. MUDr.',
      'doc. Ing.',
    ])
    expect(degreeSuggestions('doc. MU', before, 'before')).toContain('doc. MUDr.')
    expect(degreeSuggestions('Ph.D., ', ['Ph.D.', 'MBA'], 'after')).toEqual(['Ph.D., MBA'])
  })
})

describe('password hints', () => {
  const policy = {
    minLength: 12,
    containsContext: (password: string) => password.toLowerCase().includes('novak'),
  }
  it('count towards the minimum and rise with length and variety', () => {
    expect(passwordHints('kratke', policy, false)).toMatchObject({
      length: 6,
      longEnough: false,
      level: 0,
      free: null,
    })
    expect(passwordHints('dvanactznaku', policy, false).level).toBe(1)
    expect(passwordHints('zelena louka', policy, false).level).toBe(1)
    expect(passwordHints('zelenalouka svita', policy, false).level).toBe(2)
    expect(passwordHints('Zelena-louka-2025-svita!', policy, false).level).toBe(3)
  })
  it('flag a password with the user’s name, which the server refuses', () => {
    expect(passwordHints('JanaNovakova-2025-leto', policy, true)).toMatchObject({
      free: false,
      level: 1,
    })
  })
})
