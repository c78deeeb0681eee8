import { degreesEndpoints } from '@konzilium/contract/endpoints/degrees'
import { useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../http/call-endpoint'

/** GET /api/degrees: the usual degrees for the name pickers (public, rarely changes). */
export function useDegrees() {
  return useQuery({
    queryKey: ['degrees'],
    queryFn: ({ signal }) => callEndpoint(degreesEndpoints.listDegrees, { signal }),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  })
}

/**
 * Suggestions for a degrees field that may hold several (`prof. MUDr.`, `Ph.D., MBA`): the degrees
 * already typed stay as they are and each further degree is offered after them, so picking from the
 * list adds one more degree instead of replacing the field.
 */
export function degreeSuggestions(
  value: string,
  degrees: readonly string[],
  position: 'before' | 'after',
): string[] {
  const separator = position === 'before' ? ' ' : ', '
  const parts = value.split(position === 'before' ? /\s+/ : /\s*,\s*/)
  parts.pop()
  const chosen = parts.filter(Boolean)
  const prefix = chosen.length > 0 ? chosen.join(separator) + separator : ''
  return degrees.filter((degree) => !chosen.includes(degree)).map((degree) => prefix + degree)
}
