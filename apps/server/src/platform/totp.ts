import { Secret, TOTP } from 'otpauth'

/**
 * TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps, the parameters every authenticator app reads.
 * A code is accepted one step early or late (clock drift) and never twice: the accepted step is
 * stored and older or equal steps are refused (replay).
 */
const ISSUER = 'Konzilium'
const PERIOD = 30

function totpOf(secret: string, label = 'account') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  })
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString()
}

/** `ABCD EFGH ...`, easier to type than one long string. */
export function manualKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

export async function qrCodeSvg(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode') // loaded at first use (ADR 012)
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/** The accepted time step, or null when the code is wrong, out of the window or already used. */
export function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 })
  if (delta === null) return null
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta
  return lastUsedStep !== null && step <= lastUsedStep ? null : step
}

/** A code for a given time (tests and the demo helper). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() })
}
