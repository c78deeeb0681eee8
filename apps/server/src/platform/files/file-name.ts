/**
 * The name an uploaded file keeps (shown and offered on download): only its last path part, no
 * control or bidirectional-formatting characters (which can disguise `exe.pdf` as `fdp.exe`), no
 * leading dots, trimmed, at most 255 characters; `soubor` when nothing is left.
 */
const NAME_MAX = 255

export function sanitizeFileName(name: string): string {
  const lastPart = name.normalize('NFC').split(/[/\\]/).pop() ?? ''
  const cleaned = lastPart
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/u, '')
    .trim()
  const limited = textUpTo(cleaned, NAME_MAX)
  return limited === '' ? 'soubor' : limited
}

/**
 * `Content-Disposition: attachment` with the name twice: an ASCII fallback for old clients, and
 * the exact name encoded by RFC 5987 (`filename*=UTF-8''…`), so no quote, semicolon or line break
 * of a name can break the header.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .replace(/[^\x20-\x7e]|["\\;%]/gu, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/gu,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/** The first `max` characters (graphemes) of a text, never cutting a letter or an emoji in half. */
export function textUpTo(text: string, max: number): string {
  const segments = new Intl.Segmenter().segment(text)
  return Array.from(segments, (part) => part.segment)
    .slice(0, max)
    .join('')
}
