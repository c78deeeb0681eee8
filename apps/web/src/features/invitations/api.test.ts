import { describe, expect, it } from 'vitest'
import { resendInvitationPath } from './api'

describe('invitations', () => {
  it('resends an invitation through the endpoint of the invitee’s kind', () => {
    expect(resendInvitationPath('center_doctor', 'a')).toBe(
      '/api/center-doctors/a/resend-invitation',
    )
    expect(resendInvitationPath('peripheral_doctor', 'b')).toBe(
      '/api/peripheral-doctors/b/resend-invitation',
    )
    expect(resendInvitationPath('rep', 'c')).toBe('/api/reps/c/resend-invitation')
    expect(resendInvitationPath('admin', 'd')).toBeNull()
  })
})
