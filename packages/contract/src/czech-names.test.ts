import { describe, expect, it } from 'vitest'
import { formatPersonName, formatPersonNameLastFirst } from './czech'

const professor = {
  degreesBefore: 'prof. MUDr.',
  firstName: 'Jana',
  lastName: 'Nováková',
  degreesAfter: 'CSc., MBA',
}

describe('person names, the one helper for every screen', () => {
  it('writes prose the Czech way: degrees before with a space, after behind a comma', () => {
    expect(formatPersonName(professor)).toBe('prof. MUDr. Jana Nováková, CSc., MBA')
    expect(formatPersonName({ firstName: ' Petr ', lastName: 'Dvořák', degreesAfter: '' })).toBe(
      'Petr Dvořák',
    )
    expect(formatPersonName({ degreesBefore: 'MUDr.', firstName: 'Eva', lastName: 'Malá' })).toBe(
      'MUDr. Eva Malá',
    )
  })

  it('writes lists and tables surname first, without degrees', () => {
    expect(formatPersonNameLastFirst(professor)).toBe('Nováková Jana')
    expect(formatPersonNameLastFirst({ firstName: '', lastName: 'Šťastný' })).toBe('Šťastný')
  })
})
