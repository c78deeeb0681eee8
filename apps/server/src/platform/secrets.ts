import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * Random secrets and their hashes. Every token and code comes from the CSPRNG (ASVS 6.5.3);
 * the database holds only hashes (SHA-256 for high-entropy values that must be looked up).
 */

/** 256 random bits, URL-safe: session tokens, activation codes, challenge ids. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** A code of `length` decimal digits, uniformly random (password reset). */
export function randomDigits(length: number): string {
  let code = ''
  for (let i = 0; i < length; i++) code += String(randomInt(10))
  return code
}

/** Recovery code: 20 characters of base32 (100 bits) in groups of five, e.g. `K7QF2-...`. */
const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function randomRecoveryCode(): string {
  const bytes = randomBytes(20)
  let out = ''
  for (let i = 0; i < 20; i++) {
    out += BASE32.charAt((bytes[i] ?? 0) % 32)
    if (i % 5 === 4 && i < 19) out += '-'
  }
  return out
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
