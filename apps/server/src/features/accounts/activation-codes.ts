import type { ActivationLinkType } from '@konzilium/contract/invitations'
import type { Database } from '../../db/client'
import { oneTimeCodes } from '../../db/schema'
import { voidOpenCodes } from '../../platform/one-time-codes'
import { randomToken, sha256 } from '../../platform/secrets'
import type { UserRow } from './user-record'

/**
 * Activation codes (ADR 007): 256 random bits, base64url, stored as SHA-256 (found by hash), single
 * use, valid ACTIVATION_CODE_TTL_HOURS (72 h at most; ASVS 6.4.1 wants it short). Issuing a new one
 * voids the user's older ones, so a resent invitation or a support link leaves exactly one working
 * link.
 */
export async function issueActivationCode(
  db: Database,
  userId: string,
  now: Date,
  ttlSeconds: number,
) {
  await voidOpenCodes(db, 'activation', userId, now)
  const code = randomToken()
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000)
  await db
    .insert(oneTimeCodes)
    .values({ userId, purpose: 'activation', codeHash: sha256(code), createdAt: now, expiresAt })
  return { code, expiresAt }
}

export function activationLinkType(user: Pick<UserRow, 'role' | 'origin'>): ActivationLinkType {
  if (user.role === 'peripheral_doctor')
    return user.origin === 'public_registration' ? 'peripheral-registration' : 'peripheral-doctor'
  if (user.role === 'rep') return 'rep'
  return 'center-doctor'
}

export function activationUrl(publicUrl: string, code: string, type: ActivationLinkType): string {
  return `${publicUrl.replace(/\/+$/, '')}/activate-account?code=${encodeURIComponent(code)}&type=${type}`
}
