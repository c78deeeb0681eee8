import type { OwnProfile } from '@konzilium/contract/users'
import { describe, expect, it } from 'vitest'
import { profileInput, profileValues } from './profile-form'
import { describeUserAgent } from './user-agent'

const doctor: OwnProfile = {
  id: '0b7f3f2e-9d1c-4c41-9a53-2f2d8c1e6a10',
  email: 'lekar@example.cz',
  role: 'peripheral_doctor',
  status: 'active',
  origin: 'invitation',
  degreesBefore: 'MUDr.',
  firstName: 'Jana',
  lastName: 'Fiktivní',
  degreesAfter: null,
  displayName: 'MUDr. Jana Fiktivní',
  createdAt: '2025-01-01T00:00:00.000Z',
  lastSignInAt: null,
  phone: '+420601000003',
  locale: 'cs',
  activatedAt: '2025-01-01T00:00:00.000Z',
  lockedAt: null,
  invitationExpiresAt: null,
  twoFactorEnabled: false,
  activeSessions: 1,
  peripheralDoctor: {
    practiceName: 'Ambulance',
    ico: '12345679',
    icp: '40123456',
    region: 'CZ020',
    specialty: '404',
  },
  rep: null,
  centerDoctor: null,
}

describe('own profile form', () => {
  it('round-trips the profile of the own role and keeps the language', () => {
    const values = profileValues(doctor)
    expect(values['peripheralDoctor.ico']).toBe('12345679')
    // The phone reads the Czech way in the form too (the server takes it with spaces).
    expect(values.phone).toBe('+420 601 000 003')
    expect(profileInput({ ...values, degreesAfter: ' ', phone: '' }, doctor)).toEqual({
      degreesBefore: 'MUDr.',
      firstName: 'Jana',
      lastName: 'Fiktivní',
      degreesAfter: null,
      phone: null,
      locale: 'cs',
      peripheralDoctor: {
        practiceName: 'Ambulance',
        ico: '12345679',
        icp: '40123456',
        region: 'CZ020',
        specialty: '404',
      },
    })
  })

  it('sends no practice for other roles', () => {
    const input = profileInput(profileValues(doctor), { role: 'center_doctor', locale: null })
    expect(input).not.toHaveProperty('peripheralDoctor')
    expect(input).not.toHaveProperty('rep')
  })

  it('names devices the way people know them', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux')
    expect(describeUserAgent(null)).toBeNull()
  })
})
