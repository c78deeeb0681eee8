import { publicRegistrationInputSchema } from '@konzilium/contract/registration'
import { describe, expect, it } from 'vitest'
import { emptyRegistration, registrationInput } from './registration-form'

describe('registration form values', () => {
  it('become the contract’s input: nulls for empty optional fields, digits without spaces', () => {
    const input = registrationInput(
      {
        ...emptyRegistration,
        email: 'Marek@Example.cz',
        degreesBefore: 'MUDr.',
        firstName: 'Marek',
        lastName: 'Cvičný',
        phone: '603 123 456',
        practiceName: 'Ambulance',
        ico: '2708 2440',
        icp: '4012 3456',
        region: 'CZ031',
        specialty: '404',
        termsAccepted: true,
      },
      'en',
    )
    expect(input).toMatchObject({ degreesAfter: null, icz: null, ico: '27082440', locale: 'en' })
    const parsed = publicRegistrationInputSchema.parse(input)
    expect(parsed.email).toBe('marek@example.cz')
    expect(parsed.phone).toBe('+420603123456')
  })

  it('leave an unchosen region and specialty for the schema to refuse', () => {
    const input = registrationInput(emptyRegistration, 'cs')
    expect(input.region).toBeNull()
    const result = publicRegistrationInputSchema.safeParse(input)
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.')) ?? []
    expect(paths).toEqual(expect.arrayContaining(['region', 'specialty', 'termsAccepted', 'ico']))
  })
})
