import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Secrets that must be read back (TOTP secrets) are stored sealed with AES-256-GCM (ADR 013).
 *
 * Envelope, one line of ASCII: `v1.<key id>.<iv>.<tag>.<ciphertext>` (iv 12 bytes, tag 16 bytes,
 * each base64url). The key id names the key that sealed it, so keys can rotate: the first key of the
 * ring seals, every key of the ring opens. The caller binds a sealed value to its place with
 * `context` (authenticated, not stored), so a value copied to another row does not open.
 */
export type EncryptionKey = { id: string; key: Buffer }

export type SecretBox = {
  /** The id of the key that seals. */
  currentKeyId: string
  seal: (plain: string, context: string) => string
  /** Throws `SecretBoxError` on a plain value, an unknown key id or a tampered envelope. */
  open: (sealed: string, context: string) => string
  /** True when `stored` is an envelope of this format (whatever its key). */
  isSealed: (stored: string) => boolean
  /** The key id of an envelope, or null when `stored` is no envelope. */
  keyIdOf: (stored: string) => string | null
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError'
}

const VERSION = 'v1'
const ENVELOPE =
  /^v1\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]*)$/
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/

/** The development and test key: derived from a public text, so never used in production. */
export const DEVELOPMENT_KEY_ID = 'dev'
export const DEVELOPMENT_KEY_SOURCE = 'konzilium development TOTP key (not secret)'
export function developmentKey(): EncryptionKey {
  return {
    id: DEVELOPMENT_KEY_ID,
    key: createHash('sha256').update(DEVELOPMENT_KEY_SOURCE, 'utf8').digest(),
  }
}

/**
 * Parses `id:base64key,id:base64key` (the first is current). Returns the problem as text so the
 * configuration can name it without echoing the value.
 */
export function parseEncryptionKeys(text: string): EncryptionKey[] | string {
  const keys: EncryptionKey[] = []
  for (const part of text.split(',').map((item) => item.trim())) {
    if (part === '') continue
    const colon = part.indexOf(':')
    const id = colon > 0 ? part.slice(0, colon) : ''
    if (!KEY_ID_PATTERN.test(id))
      return 'expected id:base64key pairs separated by commas, ids of letters, digits, _ or -'
    const encoded = part.slice(colon + 1)
    const key = Buffer.from(encoded, 'base64')
    if (key.length !== 32 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded))
      return `key "${id}" must be 32 random bytes in base64 (openssl rand -base64 32)`
    if (keys.some((other) => other.id === id)) return `key id "${id}" appears twice`
    keys.push({ id, key })
  }
  return keys.length > 0 ? keys : 'expected at least one id:base64key pair'
}

export function createSecretBox(keys: readonly EncryptionKey[]): SecretBox {
  const [current] = keys
  if (!current) throw new SecretBoxError('A secret box needs at least one key')
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]))
  const aad = (keyId: string, context: string) =>
    Buffer.from(`${VERSION}.${keyId}.${context}`, 'utf8')

  return {
    currentKeyId: current.id,
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', current.key, iv)
      cipher.setAAD(aad(current.id, context))
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return [
        VERSION,
        current.id,
        iv.toString('base64url'),
        tag.toString('base64url'),
        ciphertext.toString('base64url'),
      ].join('.')
    },
    open(sealed, context) {
      const match = ENVELOPE.exec(sealed)
      if (!match) throw new SecretBoxError('Not a sealed value')
      const [, keyId = '', iv = '', tag = '', ciphertext = ''] = match
      const key = byId.get(keyId)
      if (!key) throw new SecretBoxError(`No key with id "${keyId}" is configured`)
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
        decipher.setAAD(aad(keyId, context))
        decipher.setAuthTag(Buffer.from(tag, 'base64url'))
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        throw new SecretBoxError(`The value sealed with key "${keyId}" does not open`)
      }
    },
    isSealed: (stored) => ENVELOPE.test(stored),
    keyIdOf: (stored) => ENVELOPE.exec(stored)?.[1] ?? null,
  }
}
