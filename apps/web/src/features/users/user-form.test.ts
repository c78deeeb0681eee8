import { describe, expect, it } from 'vitest'
import { userEditInput } from './user-form'

describe('user edit form values', () => {
  it('edit only the profile of the user’s own role', () => {
    const edit = {
      email: 'a@b.cz',
      degreesBefore: '',
      firstName: 'A',
      lastName: 'B',
      degreesAfter: '',
      phone: '',
      locale: 'en',
      'peripheralDoctor.practiceName': 'P',
      'peripheralDoctor.ico': '',
      'peripheralDoctor.icp': '',
      'peripheralDoctor.region': '',
      'peripheralDoctor.specialty': '',
      'rep.company': 'C',
      'rep.regions': ['CZ080'],
    }
    expect(userEditInput(edit, 'rep')).toEqual({
      email: 'a@b.cz',
      degreesBefore: null,
      firstName: 'A',
      lastName: 'B',
      degreesAfter: null,
      phone: null,
      locale: 'en',
      rep: { company: 'C', regions: ['CZ080'] },
    })
    expect(userEditInput(edit, 'admin')).not.toHaveProperty('peripheralDoctor')
  })
})
