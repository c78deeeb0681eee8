import type { z } from 'zod'
import type {
  PublicRegistrationAnswer,
  publicRegistrationInputSchema,
} from '@konzilium/contract/registration'
import { recordAuditEvent } from '../../platform/audit'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { mailInvitation } from '../invitations'
import { findUserByEmail, insertAccount } from '../accounts'

/**
 * Public registration of a peripheral doctor. The answer never tells whether the e-mail already has
 * an account: a new address gets an activation link, a known one a note that it has an account.
 * Human verification is enforced when the deployment configures a secret (fail closed).
 */
export async function registerPeripheralDoctor(
  s: Services,
  ctx: RequestContext,
  input: z.output<typeof publicRegistrationInputSchema>,
): Promise<PublicRegistrationAnswer> {
  await s.humanVerifier.verify(input.humanVerificationToken, ctx.ip, 'register')
  const existing = await findUserByEmail(s.db, input.email)
  const locale = input.locale ?? ctx.locale
  await transaction(s.db, async (work) => {
    if (existing) {
      const base = s.config.publicUrl.replace(/\/+$/, '')
      await s.mail.enqueue(work, {
        to: existing.email,
        template: 'alreadyRegistered',
        data: { signInUrl: `${base}/login`, resetUrl: `${base}/request-password` },
        locale: existing.locale ?? locale,
      })
      await recordAuditEvent(work.db, ctx.audit, {
        action: 'registration.submitted',
        outcome: 'failure',
        targetType: 'user',
        targetId: existing.id,
        details: { reason: 'email_exists' },
      })
      return
    }
    const user = await insertAccount(work.db, {
      email: input.email,
      role: 'peripheral_doctor',
      origin: 'public_registration',
      degreesBefore: input.degreesBefore,
      firstName: input.firstName,
      lastName: input.lastName,
      degreesAfter: input.degreesAfter,
      phone: input.phone,
      locale,
      now: s.clock.now(),
      peripheralDoctor: {
        practiceName: input.practiceName,
        ico: input.ico,
        icp: input.icp,
        icz: input.icz,
        region: input.region,
        specialty: input.specialty,
      },
    })
    await mailInvitation(s, work, user, undefined)
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'registration.submitted',
      outcome: 'success',
      targetType: 'user',
      targetId: user.id,
      details: { termsAccepted: true },
    })
  })
  return { status: 'received' }
}
