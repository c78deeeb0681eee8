import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { centerDoctorSchema, peripheralDoctorSchema } from '@konzilium/contract/doctors'
import { createTestApp, type TestApp } from '../helpers/app'
import { bearer, createAccount, createCenter, createSignedIn } from '../helpers/accounts'

/**
 * The resend-invitation routes (invitations feature) follow the same scopes as the doctors lists:
 * a centre doctor resends only for the own centre, a rep only for peripheral doctors of the rep's
 * regions; and the doctor's item then shows when the last invitation went out.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const resend = (kind: string, id: string, token: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/${kind}/${id}/resend-invitation`,
    headers: bearer(token),
  })

describe('resend invitation within scope', () => {
  it('a centre doctor resends for the own centre only; the item shows the last sending', async () => {
    const centerA = await createCenter(t, 'Centrum A')
    const centerB = await createCenter(t, 'Centrum B')
    const doctor = await createSignedIn(t, 'center_doctor', { centerId: centerA })
    const colleague = await createAccount(t, 'center_doctor', {
      centerId: centerA,
      activated: false,
    })
    const stranger = await createAccount(t, 'center_doctor', {
      centerId: centerB,
      activated: false,
    })
    expect((await resend('center-doctors', stranger.id, doctor.token)).statusCode).toBe(404)
    expect((await resend('center-doctors', colleague.id, doctor.token)).statusCode).toBe(200)
    const item = centerDoctorSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/center-doctors/${colleague.id}`,
          headers: bearer(doctor.token),
        })
      ).json(),
    )
    expect(item.status).toBe('invited')
    expect(item.lastInvitationSentAt).toBe(t.clock.now().toISOString())
  })

  it('a rep resends for peripheral doctors of own regions only, never for centre doctors', async () => {
    const rep = await createSignedIn(t, 'rep', { regions: ['CZ020'] })
    const inRegion = await createAccount(t, 'peripheral_doctor', { activated: false })
    expect((await resend('peripheral-doctors', inRegion.id, rep.token)).statusCode).toBe(200)
    const outside = await createSignedIn(t, 'rep', { regions: ['CZ080'] })
    expect((await resend('peripheral-doctors', inRegion.id, outside.token)).statusCode).toBe(404)
    const centerDoctor = await createAccount(t, 'center_doctor', { activated: false })
    expect((await resend('center-doctors', centerDoctor.id, rep.token)).statusCode).toBe(403)
    const listed = peripheralDoctorSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/peripheral-doctors/${inRegion.id}`,
          headers: bearer(rep.token),
        })
      ).json(),
    )
    expect(listed.lastInvitationSentAt).not.toBeNull()
  })
})
