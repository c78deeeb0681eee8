import { describe, expect, it } from 'vitest'
import { icoSchema, regionCodeSchema, specialtyCodeSchema } from './czech'
import { publicRegistrationInputSchema } from './registration'
import { formatIssueMessage, issuePath } from './validation-messages'

/** The first message per field, in both languages, as the form and the API show them. */
function messagesOf(input: unknown) {
  const result = publicRegistrationInputSchema.safeParse(input)
  if (result.success) throw new Error('expected a validation failure')
  const byPath: Record<string, [string, string]> = {}
  for (const issue of result.error.issues) {
    byPath[issuePath(issue)] ??= [formatIssueMessage(issue, 'cs'), formatIssueMessage(issue, 'en')]
  }
  return byPath
}

const empty = {
  email: '',
  degreesBefore: null,
  firstName: '',
  lastName: '',
  degreesAfter: null,
  phone: '',
  practiceName: '',
  ico: '',
  icp: '',
  icz: null,
  region: null,
  specialty: null,
  termsAccepted: false,
  locale: 'cs',
}

describe('public registration messages', () => {
  it('say that an empty IČO, IČP, region and specialty are required', () => {
    const byPath = messagesOf(empty)
    expect(byPath.ico).toEqual(['Vyplňte IČO.', 'Enter the IČO.'])
    expect(byPath.icp).toEqual(['Vyplňte IČP.', 'Enter the IČP.'])
    expect(byPath.region).toEqual(['Vyberte kraj.', 'Choose a region.'])
    expect(byPath.specialty).toEqual(['Vyberte odbornost.', 'Choose a specialty.'])
  })

  it('never show region or specialty codes, empty or unknown', () => {
    for (const region of [null, '', 'CZ999']) {
      for (const specialty of [null, '', '999']) {
        const all = Object.values(messagesOf({ ...empty, region, specialty }))
          .flat()
          .join(' ')
        expect(all).not.toMatch(/CZ0\d\d|\b(101|109|404|405|001|002)\b/)
      }
    }
    expect(messagesOf({ ...empty, region: 'CZ999' }).region).toEqual([
      'Vyberte kraj ze seznamu.',
      'Choose a region from the list.',
    ])
  })

  it('still check the IČO checksum of a filled one', () => {
    expect(messagesOf({ ...empty, ico: '27082441' }).ico?.[0]).toBe(
      'Zadejte platné IČO (8 číslic, kontrolní číslice nesouhlasí).',
    )
    expect(icoSchema.safeParse('27082440').success).toBe(true)
    expect(regionCodeSchema.safeParse('CZ010').success).toBe(true)
    expect(specialtyCodeSchema.safeParse('404').success).toBe(true)
  })
})
