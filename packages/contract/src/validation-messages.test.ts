import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formatIssueMessage, issuePath, registerCustomMessages } from './validation-messages'

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) throw new Error('expected a validation failure')
  return result.error.issues
}

/** The only issue of a failing parse. */
function onlyIssueOf(schema: z.ZodType, input: unknown) {
  const [issue, ...others] = issuesOf(schema, input)
  if (!issue || others.length > 0) throw new Error('expected exactly one issue')
  return issue
}

describe('formatIssueMessage', () => {
  const schema = z.object({
    age: z.number().int().min(0).max(120),
    email: z.email(),
    name: z.string().min(1).max(5),
    tags: z.array(z.string()).min(2),
    kind: z.enum(['a', 'b']),
  })

  it('words each issue in Czech and English with its limits', () => {
    const issues = issuesOf(schema, { age: 130, email: 'x', name: 'abcdefgh', tags: [], kind: 'c' })
    const byPath = Object.fromEntries(
      issues.map((issue) => [
        issuePath(issue),
        [formatIssueMessage(issue, 'cs'), formatIssueMessage(issue, 'en')],
      ]),
    )
    expect(byPath).toEqual({
      age: ['Musí být nejvýše 120.', 'Must be at most 120.'],
      email: ['Zadejte platnou e-mailovou adresu.', 'Enter an e-mail address.'],
      name: ['Zadejte nejvýše 5 znaků.', 'Enter at most 5 characters.'],
      tags: ['Vyberte alespoň 2 položky.', 'Choose at least 2 items.'],
      kind: ['Vyberte jednu z možností: a, b.', 'Choose one of: a, b.'],
    })
  })

  it('says a missing field is required and names the expected type otherwise', () => {
    const missing = onlyIssueOf(z.object({ age: z.number() }), {})
    const wrong = onlyIssueOf(z.object({ age: z.number().int() }), { age: 'old' })
    expect(formatIssueMessage(missing, 'cs')).toBe('Vyplňte toto pole.')
    expect(formatIssueMessage(wrong, 'en')).toBe('Enter a number.')
  })

  it('translates custom message keys and nests paths with dots', () => {
    registerCustomMessages({ 'test.tooShort': { cs: 'Příliš krátké.', en: 'Too short.' } })
    const schema = z.object({
      items: z.array(z.object({ code: z.string().min(3, { error: 'test.tooShort' }) })),
    })
    const issue = onlyIssueOf(schema, { items: [{ code: 'ok!' }, { code: 'x' }] })
    expect(issuePath(issue)).toBe('items.1.code')
    expect(formatIssueMessage(issue, 'cs')).toBe('Příliš krátké.')
    expect(formatIssueMessage(issue, 'en')).toBe('Too short.')
  })
})

describe('custom cross-field issues', () => {
  it('are worded by their params.code', () => {
    const schema = z.object({ q7b: z.string().nullish() }).superRefine((value, ctx) => {
      if (value.q7b)
        ctx.addIssue({
          code: 'custom',
          path: ['q7b'],
          message: 'Does not apply.',
          params: { code: 'not_applicable' },
        })
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'Too many gaps.',
        params: { code: 'too_many_unanswered' },
      })
    })
    const issues = issuesOf(schema, { q7b: 'a_lot' })
    expect(issues.map((issue) => [issuePath(issue), formatIssueMessage(issue, 'cs')])).toEqual([
      ['q7b', 'Tato odpověď se k předchozí odpovědi nehodí; nechte ji prázdnou.'],
      ['', 'Nezodpovězena zůstala více než jedna otázka, skóre nelze spočítat.'],
    ])
    expect(issues.map((issue) => formatIssueMessage(issue, 'en'))[1]).toBe(
      'More than one question is unanswered, so the score cannot be calculated.',
    )
  })
})

describe('dates', () => {
  it('show a date limit as a date in the caller language', () => {
    const issue = onlyIssueOf(z.object({ born: z.date().min(new Date('2000-01-15T12:00:00Z')) }), {
      born: new Date('1999-01-01'),
    })
    expect(formatIssueMessage(issue, 'cs')).toBe('Musí být alespoň 15. 1. 2000.')
    expect(formatIssueMessage(issue, 'en')).toBe('Must be at least 15/01/2000.')
  })
})
