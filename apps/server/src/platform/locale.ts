import type { FastifyRequest } from 'fastify'
import type { MessageLocale } from '@konzilium/contract/validation-messages'

/**
 * The caller's language from `Accept-Language`: Czech by default, English when the caller
 * prefers it (q-values respected). The product speaks only these two.
 */
export function parseAcceptLanguage(header: string | undefined): MessageLocale {
  if (!header) return 'cs'
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, order }
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  for (const { tag } of ranked) {
    if (tag === 'cs' || tag.startsWith('cs-') || tag === 'sk' || tag.startsWith('sk-')) return 'cs'
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
  }
  return 'cs'
}

export function requestLocale(request: FastifyRequest): MessageLocale {
  return parseAcceptLanguage(request.headers['accept-language'])
}
