import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id for passwords and short codes (ADR 006). Cost comes from the configuration; the default
 * m=64 MiB, t=3, p=1 (its cost per hash: bench/README.md, "Accounts") is
 * above the OWASP minimum m=19 MiB, t=2, p=1. The parameters live in each hash, so raising them
 * later still verifies old hashes, and `needsRehash` upgrades them at the next sign-in.
 */
export type HashCost = { memoryKib: number; iterations: number }

export type PasswordHasher = {
  hash: (secret: string) => Promise<string>
  verify: (hashed: string, secret: string) => Promise<boolean>
  needsRehash: (hashed: string) => boolean
  /** Spends the time of one verification when there is nothing to verify (unknown e-mail). */
  verifyDummy: (secret: string) => Promise<void>
}

export function createPasswordHasher(cost: HashCost): PasswordHasher {
  // 2 is `Algorithm.Argon2id` (a const enum, which isolated modules cannot import).
  const options = {
    algorithm: 2,
    memoryCost: cost.memoryKib,
    timeCost: cost.iterations,
    parallelism: 1,
  }
  const marker = `$argon2id$v=19$m=${cost.memoryKib},t=${cost.iterations},p=1$`
  return {
    hash: (secret) => hash(secret, options),
    verify: async (hashed, secret) => {
      try {
        return await verify(hashed, secret)
      } catch {
        return false
      }
    },
    needsRehash: (hashed) => !hashed.startsWith(marker),
    // Hashing the secret costs what verifying it does (one argon2id run at the same cost), and needs
    // no hash made in advance, so the start spends no time or memory on one (ADR 012).
    verifyDummy: async (secret) => {
      await hash(secret, options).catch(() => '')
    },
  }
}
