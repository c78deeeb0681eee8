import { describe, expect, it } from 'vitest'
import cs from './messages/cs.json'
import { stateKey } from './referral-chips'

describe('state chip', () => {
  it('names each state with one word, the same as the filter', () => {
    expect(stateKey('pending')).toBe('state.pending')
    expect(stateKey('accepted')).toBe('state.accepted')
    expect(stateKey('denied')).toBe('state.denied')
    expect(stateKey('cancelled')).toBe('state.cancelled')
  })

  it('reads a denied referral sent on to another centre as redirected', () => {
    expect(stateKey('denied', 'redirect')).toBe('state.redirected')
    expect(cs['state.redirected']).toBe('Přesměrovaná')
  })

  it('reads a denied referral completed and sent again as sent again', () => {
    expect(stateKey('denied', 'resubmit')).toBe('state.resubmitted')
    expect(cs['state.resubmitted']).toBe('Odeslaná znovu')
  })
})
