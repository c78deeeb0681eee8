import { describe, expect, it } from 'vitest'
import { signInAnswerSchema } from '@konzilium/contract/session'
import { demoCast, demoPatientRecord } from '../../src/features/bootstrap/demo-cast'
import { runFirstStart } from '../../src/features/bootstrap/first-start'
import { findPasswordProblem } from '../../src/platform/passwords/policy'
import { createTestApp } from '../helpers/app'
import { signIn } from '../helpers/accounts'

describe('first start', () => {
  it('seeds the demo data set on an empty embedded database, once, with one working login per role', async () => {
    const t = await createTestApp({ NODE_ENV: 'development' })
    try {
      if (t.database.kind !== 'pglite') {
        // A PostgreSQL server never gets demo data.
        expect(await runFirstStart(t.app.konzilium.services)).toBe('bootstrap_link')
        return
      }
      expect(await runFirstStart(t.app.konzilium.services)).toBe('demo')
      for (const person of Object.values(demoCast)) {
        expect(findPasswordProblem(person.password, person)).toBeNull()
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: person.email, password: person.password },
        })
        const answer = signInAnswerSchema.parse(response.json())
        expect(answer.status).toBe('signed_in')
        if (answer.status === 'signed_in') expect(answer.user.role).toBe(person.role)
      }
      // The demo patient has an own record, and reaches only that one.
      const patientSignIn = signInAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: demoCast.patient.email, password: demoCast.patient.password },
          })
        ).json(),
      )
      if (patientSignIn.status !== 'signed_in') throw new Error('the demo patient signs in')
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/patients',
        headers: { authorization: `Bearer ${patientSignIn.accessToken}` },
      })
      expect(own.statusCode).toBe(200)
      const list = own.json<{ items: { lastName: string; birthNumber: string }[] }>()
      expect(list.items).toHaveLength(1)
      expect(list.items[0]?.lastName).toBe(demoCast.patient.lastName)
      expect(list.items[0]?.birthNumber).toBe(demoPatientRecord.birthNumber)
      expect(await runFirstStart(t.app.konzilium.services)).toBe('nothing')
      expect(t.logText()).toContain('seeded the DEMO data set')
      expect(t.logText()).not.toContain(demoCast.admin.password)
    } finally {
      await t.close()
    }
  })

  it('never seeds demo data in production: prints a one-time bootstrap link that creates the first admin once', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' })
    try {
      expect(await runFirstStart(t.app.konzilium.services)).toBe('bootstrap_link')
      const url = (t.logs.find((line) => typeof line.bootstrapUrl === 'string')?.bootstrapUrl ??
        '') as string
      expect(url).toMatch(/^https:\/\/konzilium\.test\/bootstrap\?code=[A-Za-z0-9_-]{43}$/)
      const code = new URL(url).searchParams.get('code') ?? ''
      const body = {
        code,
        email: 'spravce@nemocnice.test',
        firstName: 'Věra',
        lastName: 'Imaginární',
        password: 'Dlouhe-zimni-vecery-u-krbu',
      }
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: demoCast.admin.email, password: demoCast.admin.password },
          })
        ).statusCode,
      ).toBe(401)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/bootstrap',
            payload: { ...body, code: 'x'.repeat(43) },
          })
        ).statusCode,
      ).toBe(400)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/bootstrap', payload: body }))
          .statusCode,
      ).toBe(200)
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/bootstrap', payload: body }))
          .statusCode,
      ).toBe(400)
      const answer = signInAnswerSchema.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth',
            payload: { email: body.email, password: body.password },
          })
        ).json(),
      )
      // Production requires two-factor sign-in for admins.
      expect(answer.status).toBe('second_factor_enrolment_required')
      expect(await runFirstStart(t.app.konzilium.services)).toBe('nothing')
    } finally {
      await t.close()
    }
  })

  it('creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD and refuses a weak one', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      REQUIRE_2FA_FOR_ADMINS: 'false',
      ADMIN_EMAIL: 'Admin@Nemocnice.test',
      ADMIN_PASSWORD: 'Silne-heslo-pro-spravce-42',
    })
    try {
      expect(await runFirstStart(t.app.konzilium.services)).toBe('admin_from_env')
      await signIn(t, { email: 'admin@nemocnice.test', password: 'Silne-heslo-pro-spravce-42' })
      expect(await runFirstStart(t.app.konzilium.services)).toBe('nothing')
      expect(t.logText()).not.toContain('Silne-heslo-pro-spravce-42')
    } finally {
      await t.close()
    }
    const weak = await createTestApp({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'admin@nemocnice.test',
      ADMIN_PASSWORD: 'admin',
    })
    try {
      await expect(runFirstStart(weak.app.konzilium.services)).rejects.toThrow(
        'ADMIN_PASSWORD is not acceptable (password.tooShort): it is shorter than 12 characters',
      )
    } finally {
      await weak.close()
    }
  })

  it.each([
    {
      // Long and not guessable, but it holds the admin's e-mail name: that is the reason given.
      password: 'Zelena-louka-Novakova-svita-42',
      reason: '(password.containsPersonalInfo): it contains personal information',
    },
    {
      password: 'password1234',
      reason: '(password.tooCommon): it is a common password or too easy to guess',
    },
  ])('refuses ADMIN_PASSWORD $password with the real reason', async ({ password, reason }) => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'jana.novakova@nemocnice.test',
      ADMIN_PASSWORD: password,
    })
    try {
      const refused = runFirstStart(t.app.konzilium.services)
      await expect(refused).rejects.toThrow(`ADMIN_PASSWORD is not acceptable ${reason}`)
      await expect(refused).rejects.not.toThrow('not a common password')
    } finally {
      await t.close()
    }
  })
})
