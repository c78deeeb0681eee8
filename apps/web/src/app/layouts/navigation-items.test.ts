import { describe, expect, it } from 'vitest'
import { navigationFor } from './navigation-items'

const targets = (role: Parameters<typeof navigationFor>[0]) =>
  navigationFor(role).map((item) => item.to)

describe('navigation per role', () => {
  it('never offers patient data to reps', () => {
    expect(targets('rep')).toEqual(['/app', '/app/doctors', '/app/users/add'])
  })

  it('lets centre doctors and reps invite doctors, but only admins list users', () => {
    expect(targets('center_doctor')).toContain('/app/users/add')
    expect(targets('rep')).toContain('/app/users/add')
    expect(targets('peripheral_doctor')).not.toContain('/app/users/add')
    expect(targets('admin')).toContain('/app/users')
  })

  it('gives admins the administration pages', () => {
    expect(targets('admin')).toEqual(
      expect.arrayContaining(['/app/users', '/app/texts', '/app/representants']),
    )
  })

  it('lets doctors reach patients, requests and consultations, but not users', () => {
    for (const role of ['center_doctor', 'peripheral_doctor'] as const) {
      expect(targets(role)).toEqual(
        expect.arrayContaining(['/app/patients', '/app/requests', '/app/consultations']),
      )
      expect(targets(role)).not.toContain('/app/users')
    }
  })

  it('shows a patient his own record only', () => {
    expect(targets('patient')).toEqual(['/app', '/app/detail', '/app/consultations'])
  })

  it('falls back to the dashboard for a record without a role', () => {
    expect(targets(undefined)).toEqual(['/app'])
  })
})
