/** What the password field needs from the contract's password policy (loaded with the form). */
export interface PasswordPolicy {
  minLength: number
  containsContext: (password: string) => boolean
}

export interface PasswordHints {
  length: number
  longEnough: boolean
  /** Null when the form knows no name or e-mail to compare with. */
  free: boolean | null
  /** 0 too short, 1 weak, 2 fair, 3 strong: a rough guide while typing; the server decides. */
  level: 0 | 1 | 2 | 3
}

function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((pattern) =>
    pattern.test(password),
  ).length
}

/**
 * Live hints for a new password. Length counts most (ASVS 6.2.5: no composition rules); variety and
 * several words only lift a long-enough password. Common passwords are refused by the server's
 * dictionaries, which are too big for the browser, so the meter never promises acceptance.
 */
export function passwordHints(
  password: string,
  policy: PasswordPolicy,
  hasContext: boolean,
): PasswordHints {
  // UTF-16 length, as the contract's `min(12)` counts it.
  const length = password.length
  const longEnough = length >= policy.minLength
  const free = hasContext ? !policy.containsContext(password) : null
  let level: PasswordHints['level'] = 0
  if (longEnough) {
    const words = password
      .trim()
      .split(/[\s\-_.]+/)
      .filter(Boolean).length
    const variety = characterClasses(password)
    level = 1
    if (length >= policy.minLength + 4 || variety >= 3 || words >= 3) level = 2
    if (
      length >= policy.minLength + 8 ||
      (length >= policy.minLength + 4 && (variety >= 3 || words >= 3))
    )
      level = 3
    if (free === false) level = 1
  }
  return { length, longEnough, free, level }
}
