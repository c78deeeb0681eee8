import { auditEndpoints as endpoints } from '@konzilium/contract/endpoints/audit'
import type { ListAuditEventsQuery } from '@konzilium/contract/audit'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

export const auditKeys = {
  list: (query: Partial<ListAuditEventsQuery>) => ['audit-events', query] as const,
}

export function useAuditEvents(query: Partial<ListAuditEventsQuery>) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(endpoints.listAuditEvents, { query, signal }),
    placeholderData: keepPreviousData,
  })
}
