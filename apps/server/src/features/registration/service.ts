import type { z } from 'zod'
import type {
  PublicRegistrationAnswer,
  publicRegistrationInputSchema,
} from '@konzilium/contract/registration'
import { recordAuditEvent } from '../../platform/audit'
import { isUniqueViolation } from '../../platform/database-errors'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { createAccountAlike } from '../invitations'
import { findUserByEmail } from '../accounts'

/**
 * Public registration of a peripheral doctor. The answer never tells whether the e-mail already has
 * an account, neither by its content nor by its time: a new address gets an account and an
 * activation link, a known one a note that it has an account, and both do the same work in the
 * database (`createAccountAlike`). Human verification is enforced when the deployment configures
 * a secret (fail closed).
 */
export async function registerPeripheralDoctor(
  s: Services,
  ctx: RequestContext,
  input: z.output<typeof publicRegistrationInputSchema>,
): Promise<PublicRegistrationAnswer> {
  await s.humanVerifier.verify(input.humanVerificationToken, ctx.ip, 'register')
  await submitRegistration(s, ctx, input).catch(async (error: unknown) => {
    // The same address registered meanwhile (a double submit): answer as for any known address.
    if (!isUniqueViolation(error)) throw error
    await submitRegistration(s, ctx, input)
  })
  return { status: 'received' }
}

async function submitRegistration(
  s: Services,
  ctx: RequestContext,
  input: z.output<typeof publicRegistrationInputSchema>,
): Promise<void> {
  const existing = await findUserByEmail(s.db, input.email)
  const locale = input.locale ?? ctx.locale
  await transaction(s.db, async (work) => {
    const { created, user } = await createAccountAlike(
      s,
      work,
      {
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
      },
      existing,
      undefined,
      'alreadyRegistered',
    )
    await recordAuditEvent(work.db, ctx.audit, {
      action: 'registration.submitted',
      outcome: created ? 'success' : 'failure',
      targetType: 'user',
      targetId: user.id,
      details: created ? { termsAccepted: true } : { reason: 'email_exists' },
    })
  })
}
