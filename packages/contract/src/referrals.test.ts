import { describe, expect, it } from 'vitest'
import {
  allowedReferralActions,
  isPsoriaticArthritis,
  nextReferralState,
  referralNextMove,
  referralStates,
  scoresForDiagnosis,
} from './referrals'

describe('referral state machine', () => {
  it('leads from pending to one terminal state per action', () => {
    expect(nextReferralState('pending', 'accept')).toBe('accepted')
    expect(nextReferralState('pending', 'deny')).toBe('denied')
    expect(nextReferralState('pending', 'cancel')).toBe('cancelled')
  })

  it('allows nothing from a terminal state', () => {
    for (const state of referralStates.filter((s) => s !== 'pending'))
      for (const action of ['accept', 'deny', 'cancel'] as const)
        expect(nextReferralState(state, action)).toBeNull()
  })

  it('offers each role only its actions, and only in the right state', () => {
    const pending = { state: 'pending' as const, redirected: false }
    expect(allowedReferralActions('center_doctor', pending)).toEqual(['accept', 'deny'])
    expect(allowedReferralActions('peripheral_doctor', pending)).toEqual(['cancel'])
    expect(allowedReferralActions('admin', pending)).toEqual(['accept', 'deny', 'cancel'])
    expect(allowedReferralActions('rep', pending)).toEqual([])
    const denied = { state: 'denied' as const, redirected: false }
    expect(allowedReferralActions('peripheral_doctor', denied)).toEqual(['redirect', 'close'])
    expect(
      allowedReferralActions('peripheral_doctor', { ...denied, reasonCode: 'incomplete_data' }),
    ).toEqual(['resubmit', 'redirect', 'close'])
    expect(allowedReferralActions('center_doctor', denied)).toEqual([])
    expect(allowedReferralActions('peripheral_doctor', { ...denied, redirected: true })).toEqual([])
    expect(allowedReferralActions('peripheral_doctor', { ...denied, closed: true })).toEqual([])
    expect(
      allowedReferralActions('peripheral_doctor', { state: 'cancelled', redirected: false }),
    ).toEqual(['close'])
    expect(
      allowedReferralActions('peripheral_doctor', { state: 'accepted', redirected: false }),
    ).toEqual([])
  })

  it('says whose move it is', () => {
    expect(referralNextMove({ state: 'pending', redirected: false })).toBe('center')
    expect(referralNextMove({ state: 'denied', redirected: false })).toBe('referrer')
    expect(referralNextMove({ state: 'denied', redirected: true })).toBe('none')
    expect(referralNextMove({ state: 'denied', redirected: false, closed: true })).toBe('none')
    expect(referralNextMove({ state: 'accepted', redirected: false })).toBe('none')
  })

  it('offers the scores of the diagnosis', () => {
    expect(scoresForDiagnosis('M06.0')).toContain('das28-esr')
    expect(scoresForDiagnosis('L40.0')).toEqual(expect.arrayContaining(['pasi', 'bsa', 'dlqi']))
    expect(scoresForDiagnosis('L40.5')).toEqual(
      expect.arrayContaining(['das28-esr', 'dapsa', 'pasi']),
    )
    expect(scoresForDiagnosis('M45')).toEqual(['asdas-crp', 'asdas-esr', 'basdai'])
  })

  it('lets psoriatic arthritis go to centres of either specialty, and nothing else', () => {
    expect(isPsoriaticArthritis('L40.5')).toBe(true)
    expect(isPsoriaticArthritis('M07.3')).toBe(true)
    expect(isPsoriaticArthritis('L40.0')).toBe(false)
    expect(isPsoriaticArthritis('M06.0')).toBe(false)
  })
})
