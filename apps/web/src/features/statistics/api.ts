import { statisticsEndpoints as endpoints } from '@konzilium/contract/endpoints/statistics'
import type { StatisticsQuery } from '@konzilium/contract/statistics'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** GET /api/statistics (admins, representatives): the counts of the chosen regions and months. */
export function useStatistics(query: StatisticsQuery) {
  return useQuery({
    queryKey: ['statistics', query] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.readStatistics, { query, signal }),
    placeholderData: keepPreviousData,
  })
}
