import { describe, expect, it } from 'vitest'
import { batchFileType, centerInput, emptyCenter, pastedTextToCsv } from './center-form'

const names = ['name', 'název', 'nazev']

describe('centre form', () => {
  it('sends empty optional fields as null', () => {
    expect(
      centerInput({
        ...emptyCenter,
        name: 'A',
        city: 'B',
        region: 'CZ010',
        specialty: 'dermatology',
      }),
    ).toEqual({
      name: 'A',
      city: 'B',
      region: 'CZ010',
      specialty: 'dermatology',
      street: null,
      postalCode: null,
      phone: null,
      email: null,
    })
  })

  it('turns pasted spreadsheet rows into CSV, adding the default header when none is given', () => {
    expect(pastedTextToCsv('Centrum A\tBrno\tCZ064\tdermatologie\n\n', names)).toBe(
      'název;město;kraj;odbornost;ulice;psč;telefon;e-mail\r\nCentrum A;Brno;CZ064;dermatologie\r\n',
    )
    expect(pastedTextToCsv('name,city,region,specialty\nX,Y,CZ010,dermatology', names)).toBe(
      'name,city,region,specialty\r\nX,Y,CZ010,dermatology\r\n',
    )
    expect(pastedTextToCsv('  \n', names)).toBe('')
  })

  it('knows the upload types by file name', () => {
    expect(batchFileType({ name: 'centra.XLSX' })).toContain('spreadsheetml')
    expect(batchFileType({ name: 'centra.csv' })).toBe('text/csv')
    expect(batchFileType({ name: 'centra.pdf' })).toBeNull()
  })
})
