import { inviteBatchColumnNames } from '@konzilium/contract/invitations'
import { describe, expect, it } from 'vitest'
import {
  batchFileType,
  emptyInvite,
  inviteChoicesFor,
  inviteInput,
  parsePastedRows,
} from './invite-form'

describe('invitation form values', () => {
  const values = {
    ...emptyInvite,
    email: 'eva@example.cz',
    degreesBefore: 'MUDr.',
    firstName: 'Eva',
    lastName: 'Modelová',
    phone: '',
    centerId: '4f4b3a2e-1111-4222-8333-444455556666',
    ico: ' 2708 2440 ',
    region: 'CZ010',
    company: 'Ukázková Pharma',
    regions: ['CZ010', 'CZ020'],
  }

  it('send only the fields of the chosen kind, empty ones as null', () => {
    expect(inviteInput('center-doctor', values)).toEqual({
      email: 'eva@example.cz',
      degreesBefore: 'MUDr.',
      firstName: 'Eva',
      lastName: 'Modelová',
      degreesAfter: null,
      phone: null,
      locale: 'cs',
      centerId: '4f4b3a2e-1111-4222-8333-444455556666',
    })
    expect(inviteInput('peripheral-doctor', values)).toMatchObject({
      ico: '27082440',
      icp: null,
      practiceName: null,
      region: 'CZ010',
      specialty: null,
    })
    expect(inviteInput('rep', values)).toMatchObject({
      company: 'Ukázková Pharma',
      regions: ['CZ010', 'CZ020'],
    })
    expect(inviteInput('rep', values)).not.toHaveProperty('centerId')
  })

  it('offer the kinds each role may invite', () => {
    expect(inviteChoicesFor('admin')).toEqual([
      'center-doctor',
      'peripheral-doctor',
      'rep',
      'rep-batch',
    ])
    expect(inviteChoicesFor('center_doctor')).toEqual(['center-doctor', 'peripheral-doctor'])
    expect(inviteChoicesFor('rep')).toEqual(['peripheral-doctor'])
    expect(inviteChoicesFor('peripheral_doctor')).toEqual([])
  })
})

describe('pasted lists of reps', () => {
  it('read a header row of Czech column names, semicolons and several regions', () => {
    const text = 'e-mail;jméno;příjmení;kraje\nrep1@example.cz;Tereza;Zkušební;CZ010 CZ020\n\n'
    expect(parsePastedRows(text, inviteBatchColumnNames)).toEqual([
      {
        email: 'rep1@example.cz',
        firstName: 'Tereza',
        lastName: 'Zkušební',
        regions: ['CZ010', 'CZ020'],
      },
    ])
  })

  it('read tab-separated rows copied from a spreadsheet without a header in the default order', () => {
    const text = 'rep2@example.cz\tOndřej\tPokusný\tPharma s.r.o.\tCZ080,CZ071'
    expect(parsePastedRows(text, inviteBatchColumnNames)).toEqual([
      {
        email: 'rep2@example.cz',
        firstName: 'Ondřej',
        lastName: 'Pokusný',
        company: 'Pharma s.r.o.',
        regions: ['CZ080', 'CZ071'],
      },
    ])
    expect(parsePastedRows('  \n ', inviteBatchColumnNames)).toEqual([])
  })

  it('name the content type of an uploaded file by its extension', () => {
    expect(batchFileType({ name: 'Reps.XLSX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(batchFileType({ name: 'reps.csv', type: 'application/vnd.ms-excel' })).toBe('text/csv')
    expect(batchFileType({ name: 'reps.pdf', type: 'application/pdf' })).toBeNull()
  })
})
