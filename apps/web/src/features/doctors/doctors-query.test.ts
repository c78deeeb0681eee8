import { describe, expect, it } from 'vitest'
import {
  centerSortOf,
  doctorsStateFromSearch,
  peripheralSortOf,
  searchFromDoctorsState,
} from './doctors-query'

describe('the doctors list in the address', () => {
  it('reads tab, filters, sort, page and the open doctor; unknown values fall back', () => {
    const state = doctorsStateFromSearch(
      new URLSearchParams(
        'tab=peripheral&region=CZ064&specialty=109&status=invited&sort=-practiceName&page=3&doctor=0b3f1c8e-2a4d-4c5e-9f6a-7b8c9d0e1f2a',
      ),
    )
    expect(state).toMatchObject({
      tab: 'peripheral',
      region: 'CZ064',
      specialty: '109',
      status: 'invited',
      page: 3,
      doctor: '0b3f1c8e-2a4d-4c5e-9f6a-7b8c9d0e1f2a',
    })
    expect(peripheralSortOf(state.sort)).toBe('-practiceName')
    expect(centerSortOf(state.sort)).toBe('lastName')
    const junk = doctorsStateFromSearch(
      new URLSearchParams('tab=x&region=Praha&page=-1&doctor=Novak'),
    )
    expect(junk).toMatchObject({ tab: 'center', region: null, page: 1, doctor: null })
  })

  it('leaves defaults out of the address', () => {
    const plain = doctorsStateFromSearch(new URLSearchParams(''))
    expect(searchFromDoctorsState(plain).toString()).toBe('')
    expect(searchFromDoctorsState({ ...plain, tab: 'peripheral', page: 2 }).toString()).toBe(
      'tab=peripheral&page=2',
    )
  })
})
