import { describe, expect, it } from 'vitest'
import { parseBirthNumber } from '@konzilium/contract/czech'
import { diagnosisCodes, insurerCodes } from '@konzilium/contract/codes'
import { specialtyOfDiagnosis } from '@konzilium/contract/referrals'
import { buildClinicalCast, RHEUMATOLOGY_HOME } from './clinical-cast'
import { demoCast, demoCenters, extraCast } from './demo-cast'

describe('the clinical demo cast', () => {
  const cast = buildClinicalCast()

  it('is the same cast every time (seeded, no Math.random)', () => {
    expect(buildClinicalCast()).toEqual(cast)
    expect(buildClinicalCast(7)).not.toEqual(cast)
  })

  it('has about 200 patients with valid, unique synthetic birth numbers matching birth date and sex', () => {
    expect(cast.patients.length).toBeGreaterThanOrEqual(180)
    expect(cast.patients.length).toBeLessThanOrEqual(220)
    const numbers = new Set<string>()
    for (const patient of cast.patients) {
      const parsed = parseBirthNumber(patient.birthNumber)
      expect(parsed, patient.birthNumber).toMatchObject({
        ok: true,
        value: { birthDate: patient.birthDate, sex: patient.sex },
      })
      // Serials 800-899: the demo range (test fixtures use 900 up).
      expect(Number(patient.birthNumber.slice(6, 9))).toBeGreaterThanOrEqual(800)
      expect(Number(patient.birthNumber.slice(6, 9))).toBeLessThan(900)
      numbers.add(patient.birthNumber)
      expect(diagnosisCodes).toContain(patient.diagnosis)
      expect(insurerCodes).toContain(patient.insurer)
    }
    expect(numbers.size).toBe(cast.patients.length)
    const names = new Set(cast.patients.map((p) => `${p.firstName} ${p.lastName}`))
    expect(names.size).toBe(cast.patients.length)
    // No patient shares a surname with a demo account or a doctor of the cast.
    const people = [
      ...Object.values(demoCast),
      ...extraCast,
      ...cast.doctors,
      ...cast.centerDoctors,
      ...cast.reps,
    ]
    const stems = people.map((person) => person.lastName.slice(0, -1))
    for (const patient of cast.patients)
      expect(
        stems.some((stem) => patient.lastName.startsWith(stem)),
        patient.lastName,
      ).toBe(false)
  })

  it('gives the demo peripheral doctor about twenty patients, the rest to active extra doctors', () => {
    const own = cast.patients.filter((p) => p.referrer.kind === 'demo')
    expect(own.length).toBeGreaterThanOrEqual(18)
    expect(own.length).toBeLessThanOrEqual(22)
    for (const patient of cast.patients)
      if (patient.referrer.kind === 'extra')
        expect(cast.doctors[patient.referrer.index]?.activated).toBe(true)
    expect(cast.doctors.some((d) => !d.activated)).toBe(true)
  })

  it('gives every demo centre two colleagues and adds representatives of other regions', () => {
    for (const [index] of demoCenters.entries())
      expect(cast.centerDoctors.filter((d) => d.center === index)).toHaveLength(2)
    const emails = [...cast.centerDoctors, ...cast.reps].map((person) => person.email)
    expect(new Set(emails).size).toBe(emails.length)
    for (const email of emails) expect(email).toMatch(/^[a-z.]+@[a-z.]+\.demo\.konzilium\.cz$/)
    expect(cast.centerDoctors.some((d) => !d.activated)).toBe(true)
    expect(cast.reps.length).toBeGreaterThanOrEqual(2)
    for (const rep of cast.reps)
      expect(rep.regions.some((region) => demoCast.rep.regions.includes(region))).toBe(false)
  })

  it('has referrals in every state, for the demo doctor and in both demo centres, over ~60 days', () => {
    const states = (list: typeof cast.referrals) => new Set(list.map((r) => r.state))
    const every = ['new', 'seen', 'accepted', 'denied', 'cancelled']
    expect([...states(cast.referrals)].sort()).toEqual([...every].sort())
    const own = cast.referrals.filter((r) => r.referrer.kind === 'demo')
    expect([...states(own)].sort()).toEqual([...every].sort())
    expect(own.some((r) => r.redirectedFrom !== null)).toBe(true)
    for (const center of [0, RHEUMATOLOGY_HOME]) {
      const inbox = cast.referrals.filter((r) => r.center === center)
      expect(states(inbox)).toContain('new')
      expect(states(inbox)).toContain('seen')
      expect(states(inbox)).toContain('accepted')
    }
    const ages = cast.referrals.map((r) => r.createdMinutesAgo / 1440)
    expect(Math.max(...ages)).toBeLessThanOrEqual(61)
    expect(Math.max(...ages)).toBeGreaterThan(30)
  })

  it('keeps each referral consistent with its state, specialty and history', () => {
    for (const referral of cast.referrals) {
      expect(demoCenters[referral.center]?.specialty).toBe(specialtyOfDiagnosis(referral.diagnosis))
      expect(referral.scores.length).toBeGreaterThan(0)
      if (referral.state === 'new') expect(referral.seen).toBeNull()
      if (referral.state === 'seen') expect(referral.seen).not.toBeNull()
      if (referral.state === 'new' || referral.state === 'seen') expect(referral.decided).toBeNull()
      else {
        expect(referral.decided).not.toBeNull()
        expect(referral.decided?.minutesAgo).toBeLessThan(referral.createdMinutesAgo)
      }
      if (referral.state === 'denied' || referral.state === 'cancelled') {
        expect(referral.decided?.reason).toBeTruthy()
        expect(referral.decided?.comment).toBeTruthy()
      }
      if (referral.state === 'accepted') expect(referral.decided?.assigned).toBeTruthy()
      if (referral.seen) expect(referral.seen.minutesAgo).toBeLessThan(referral.createdMinutesAgo)
      if (referral.redirectedFrom !== null) {
        const from = cast.referrals[referral.redirectedFrom]
        expect(from?.state).toBe('denied')
        expect(from?.center).not.toBe(referral.center)
        expect(from?.patient).toBe(referral.patient)
      }
    }
  })
})
