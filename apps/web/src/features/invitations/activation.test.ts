import { describe, expect, it } from 'vitest'
import { activationEndpoint, activationProblemOf } from './activation'

describe('activation links', () => {
  it('pick the activation call by the link type', () => {
    expect(activationEndpoint('center-doctor')).toBe('/api/center-doctors/activate')
    expect(activationEndpoint('peripheral-doctor')).toBe('/api/peripheral-doctors/activate')
    expect(activationEndpoint('rep')).toBe('/api/reps/activate')
    expect(activationEndpoint('peripheral-registration')).toBe(
      '/api/peripheral-doctors/public-activation',
    )
  })

  it('refuse a missing or unknown type instead of guessing', () => {
    expect(activationEndpoint(null)).toBeNull()
    expect(activationEndpoint('admin')).toBeNull()
    expect(activationEndpoint('toString')).toBeNull()
  })

  it('explain the codes no password can fix', () => {
    expect(activationProblemOf('CODE_EXPIRED')).toBe('expired')
    expect(activationProblemOf('CODE_USED')).toBe('used')
    expect(activationProblemOf('CODE_INVALID')).toBe('invalid')
    expect(activationProblemOf('ACCOUNT_LOCKED')).toBe('locked')
    expect(activationProblemOf('VALIDATION_FAILED')).toBeNull()
    expect(activationProblemOf(undefined)).toBeNull()
  })
})
