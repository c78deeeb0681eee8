import { describe, expect, it } from 'vitest'
import { builtScreens, navigationFor } from './navigation-items'
import { paths } from './paths'

const roles = ['admin', 'center_doctor', 'peripheral_doctor', 'rep', 'patient', undefined] as const
const targets = (role: Parameters<typeof navigationFor>[0]) =>
  navigationFor(role).map((item) => item.to)

describe('navigation per role', () => {
  it('offers only built screens (ADR 004)', () => {
    for (const role of roles) {
      for (const to of targets(role))
        expect(builtScreens.has(to), `${String(role)} ${to}`).toBe(true)
    }
  })

  it('offers the referral requests to admins and doctors, never to reps or patients', () => {
    for (const role of ['admin', 'center_doctor', 'peripheral_doctor'] as const)
      expect(targets(role)).toContain(paths.app.referrals)
    for (const role of ['rep', 'patient'] as const)
      expect(targets(role)).not.toContain(paths.app.referrals)
  })

  it('never offers patient data to reps (their consultations have no patient; statistics are aggregates)', () => {
    expect(targets('rep')).toEqual([
      paths.app.home,
      paths.app.doctors,
      paths.app.usersAdd,
      paths.app.consultations,
      paths.app.statistics,
    ])
  })

  it('offers the doctors and representatives lists to the roles the policy lets read them', () => {
    for (const role of ['admin', 'center_doctor', 'rep'] as const)
      expect(targets(role)).toContain(paths.app.doctors)
    for (const role of ['peripheral_doctor', 'patient'] as const)
      expect(targets(role)).not.toContain(paths.app.doctors)
    expect(targets('admin')).toContain(paths.app.representatives)
    for (const role of ['center_doctor', 'peripheral_doctor', 'patient'] as const)
      expect(targets(role)).not.toContain(paths.app.representatives)
  })

  it('lets centre doctors and reps invite doctors, but only admins list users', () => {
    expect(targets('center_doctor')).toContain(paths.app.usersAdd)
    expect(targets('rep')).toContain(paths.app.usersAdd)
    expect(targets('peripheral_doctor')).not.toContain(paths.app.usersAdd)
    expect(targets('admin')).toContain(paths.app.users)
    for (const role of ['center_doctor', 'peripheral_doctor', 'rep', 'patient'] as const)
      expect(targets(role)).not.toContain(paths.app.users)
  })

  it('gives admins users, centres, doctors, reps, patients, referrals, consultations, statistics, texts, the audit log, diagnostics and the calculators', () => {
    expect(targets('admin')).toEqual([
      paths.app.home,
      paths.app.users,
      paths.app.centers,
      paths.app.doctors,
      paths.app.representatives,
      paths.app.patients,
      paths.app.referrals,
      paths.app.consultations,
      paths.app.statistics,
      paths.app.texts,
      paths.app.audit,
      paths.app.diagnostics,
      paths.app.calculator,
    ])
  })

  it('gives doctors their referrals, patients, consultations and the calculators, and centre doctors the doctors and centres', () => {
    expect(targets('center_doctor')).toEqual([
      paths.app.home,
      paths.app.referrals,
      paths.app.patients,
      paths.app.consultations,
      paths.app.doctors,
      paths.app.usersAdd,
      paths.app.centers,
      paths.app.calculator,
    ])
    expect(targets('peripheral_doctor')).toEqual([
      paths.app.home,
      paths.app.patients,
      paths.app.referrals,
      paths.app.consultations,
      paths.app.calculator,
    ])
  })

  it('shows a patient his home and his own record, and nobody else that record item', () => {
    expect(targets('patient')).toEqual([paths.app.home, paths.app.detail])
    for (const role of ['admin', 'center_doctor', 'peripheral_doctor', 'rep', undefined] as const)
      expect(targets(role)).not.toContain(paths.app.detail)
  })

  it('falls back to home for a record without a role', () => {
    expect(targets(undefined)).toEqual([paths.app.home])
  })
})
