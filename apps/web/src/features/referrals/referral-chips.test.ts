import { describe, expect, it } from 'vitest'
import { stateKey } from './referral-chips'

describe('state chip', () => {
  it('shows a pending referral as new until the centre opens it, then as seen', () => {
    expect(stateKey('pending', null)).toBe('state.new')
    expect(stateKey('pending', '2026-01-01T10:00:00.000Z')).toBe('state.seen')
  })

  it('shows a decided referral by its state', () => {
    expect(stateKey('accepted', '2026-01-01T10:00:00.000Z')).toBe('state.accepted')
    expect(stateKey('denied', null)).toBe('state.denied')
    expect(stateKey('cancelled', null)).toBe('state.cancelled')
  })
})
