import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  createSecretBox,
  developmentKey,
  parseEncryptionKeys,
  SecretBoxError,
  type EncryptionKey,
} from './secret-box'

const key = (id: string): EncryptionKey => ({ id, key: randomBytes(32) })
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

describe('secret box (ADR 013)', () => {
  it('seals into a versioned envelope that opens to the same text', () => {
    const box = createSecretBox([key('k1')])
    const sealed = box.seal(secret, 'user-1')
    expect(sealed).toMatch(/^v1\.k1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain(secret)
    expect(box.isSealed(sealed)).toBe(true)
    expect(box.keyIdOf(sealed)).toBe('k1')
    expect(box.open(sealed, 'user-1')).toBe(secret)
  })

  it('uses a new IV every time', () => {
    const box = createSecretBox([key('k1')])
    expect(box.seal(secret, 'u')).not.toBe(box.seal(secret, 'u'))
  })

  it('refuses a plain value, another context, a tampered part and an unknown key', () => {
    const box = createSecretBox([key('k1')])
    const sealed = box.seal(secret, 'user-1')
    expect(box.isSealed(secret)).toBe(false)
    expect(box.keyIdOf(secret)).toBeNull()
    expect(() => box.open(secret, 'user-1')).toThrow(SecretBoxError)
    expect(() => box.open(sealed, 'user-2')).toThrow(SecretBoxError)
    const parts = sealed.split('.')
    const flipped = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1)
    for (const index of [2, 3, 4]) {
      const tampered = parts.map((part, i) => (i === index ? flipped(part) : part)).join('.')
      expect(() => box.open(tampered, 'user-1')).toThrow(SecretBoxError)
    }
    expect(() => createSecretBox([key('k2')]).open(sealed, 'user-1')).toThrow(/k1/)
  })

  it('seals with the first key and opens with any key of the ring (rotation)', () => {
    const oldKey = key('old')
    const newKey = key('new')
    const sealedOld = createSecretBox([oldKey]).seal(secret, 'u')
    const ring = createSecretBox([newKey, oldKey])
    expect(ring.currentKeyId).toBe('new')
    expect(ring.open(sealedOld, 'u')).toBe(secret)
    const resealed = ring.seal(ring.open(sealedOld, 'u'), 'u')
    expect(ring.keyIdOf(resealed)).toBe('new')
    expect(createSecretBox([newKey]).open(resealed, 'u')).toBe(secret)
    expect(() => createSecretBox([newKey]).open(sealedOld, 'u')).toThrow(SecretBoxError)
  })

  it('parses id:base64key pairs and names what is wrong without echoing keys', () => {
    const a = randomBytes(32).toString('base64')
    const b = randomBytes(32).toString('base64url')
    const keys = parseEncryptionKeys(`k2:${a}, k1:${b}`)
    expect(Array.isArray(keys) && keys.map((k) => k.id)).toEqual(['k2', 'k1'])
    expect(parseEncryptionKeys('')).toMatch(/at least one/)
    expect(parseEncryptionKeys(a)).toMatch(/id:base64key/)
    expect(parseEncryptionKeys('k1:c2hvcnQ=')).toMatch(/32 random bytes/)
    expect(parseEncryptionKeys(`k1:${a},k1:${b}`)).toMatch(/twice/)
    const short = 'k1:c2hvcnQ='
    expect(parseEncryptionKeys(short)).not.toContain('c2hvcnQ')
  })

  it('has a fixed development key, the same on every start', () => {
    expect(developmentKey().key.equals(developmentKey().key)).toBe(true)
    expect(developmentKey().key).toHaveLength(32)
    // ADR 013 prints it, for a development database taken into production.
    expect(developmentKey().key.toString('base64')).toBe(
      'MMyCb6Wpr8RtA7UOqBbyZxGwvzIV6JCnipEQEqmrXM4=',
    )
  })
})
