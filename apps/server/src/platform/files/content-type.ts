/**
 * The type of an uploaded file from its first bytes (its "magic"), never from its name or the type
 * the client declared: a renamed executable stays an executable. Only the types attachments may
 * have are recognised; anything else is null.
 */
export type DetectedType =
  'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic'

/** How many leading bytes `detectContentType` needs. */
export const HEAD_BYTES = 16

// HEIF brands of still images (ISO/IEC 23008-12); `mif1` is the generic HEIF image brand.
const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1'])

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte)
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1')

export function detectContentType(head: Buffer): DetectedType | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf'
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(head, 4, 8) === 'ftyp' && heifBrands.has(ascii(head, 8, 12))) return 'image/heic'
  return null
}
