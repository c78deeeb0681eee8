import { describe, expect, it } from 'vitest'
import { builtScreens, navigationFor } from './navigation-items'
import { paths } from './paths'

const roles = ['admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient', undefined] as const
const targets = (role: Parameters<typeof navigationFor>[0]) =>
  navigationFor(role).map((item) => item.to)

describe('navigation per role', () => {
  it('offers no item whose screen is still a title and a purpose (ADR 004)', () => {
    const placeholders = [paths.app.consultations, paths.app.texts]
    for (const role of roles) {
      for (const to of targets(role))
        expect(builtScreens.has(to), `${String(role)} ${to}`).toBe(true)
      for (const placeholder of placeholders) expect(targets(role)).not.toContain(placeholder)
    }
  })

  it('offers the referral requests to admins and doctors, never to reps or patients', () => {
    for (const role of ['admin', 'center_doctor', 'peripheral_doctor'] as const)
      expect(targets(role)).toContain(paths.app.requests)
    for (const role of ['rep', 'patient'] as const)
      expect(targets(role)).not.toContain(paths.app.requests)
  })

  it('never offers patient data to reps', () => {
    expect(targets('rep')).toEqual(['/app', '/app/doctors', '/app/users/add'])
  })

  it('offers the doctors and representatives lists to the roles the policy lets read them', () => {
    for (const role of ['admin', 'center_doctor', 'rep'] as const)
      expect(targets(role)).toContain('/app/doctors')
    for (const role of ['peripheral_doctor', 'patient'] as const)
      expect(targets(role)).not.toContain('/app/doctors')
    expect(targets('admin')).toContain('/app/representants')
    for (const role of ['center_doctor', 'peripheral_doctor', 'patient'] as const)
      expect(targets(role)).not.toContain('/app/representants')
  })

  it('lets centre doctors and reps invite doctors, but only admins list users', () => {
    expect(targets('center_doctor')).toContain('/app/users/add')
    expect(targets('rep')).toContain('/app/users/add')
    expect(targets('peripheral_doctor')).not.toContain('/app/users/add')
    expect(targets('admin')).toContain('/app/users')
    for (const role of ['center_doctor', 'peripheral_doctor', 'rep', 'patient'] as const)
      expect(targets(role)).not.toContain('/app/users')
  })

  it('gives admins users, centres, doctors, reps, patients, referrals, the audit log and the calculators', () => {
    expect(targets('admin')).toEqual([
      '/app',
      '/app/users',
      '/app/centers',
      '/app/doctors',
      '/app/representants',
      '/app/patients',
      '/app/requests',
      '/app/audit',
      '/calculator',
    ])
  })

  it('gives doctors their referrals, patients and the calculators, and centre doctors the doctors and centres', () => {
    expect(targets('center_doctor')).toEqual([
      '/app',
      '/app/requests',
      '/app/patients',
      '/app/doctors',
      '/app/users/add',
      '/app/centers',
      '/calculator',
    ])
    expect(targets('peripheral_doctor')).toEqual([
      '/app',
      '/app/patients',
      '/app/requests',
      '/calculator',
    ])
  })

  it('shows a patient his home and his own record, and nobody else that record item', () => {
    expect(targets('patient')).toEqual(['/app', '/app/detail'])
    for (const role of ['admin', 'center_doctor', 'peripheral_doctor', 'rep', undefined] as const)
      expect(targets(role)).not.toContain('/app/detail')
  })

  it('falls back to the dashboard for a record without a role', () => {
    expect(targets(undefined)).toEqual(['/app'])
  })
})
