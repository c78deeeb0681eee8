import { chartsEndpoints as endpoints } from '@konzilium/contract/endpoints/charts'
import type { ChartScoreId } from '@konzilium/contract/charts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** What the chart page asks for: whose chart, which scores (none: all), which days. */
export interface ChartRequest {
  patient: string
  scores: readonly ChartScoreId[]
  from: string
  to: string
}

export const chartKeys = {
  all: ['charts'] as const,
  chart: (request: ChartRequest) => ['charts', request] as const,
}

/** The patient's chart; the previous answer stays on screen while another range loads. */
export function useChart(request: ChartRequest) {
  return useQuery({
    queryKey: chartKeys.chart(request),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getChart, {
        query: {
          patient: request.patient,
          ...(request.scores.length > 0 ? { scores: request.scores.join(',') } : {}),
          ...(request.from ? { from: request.from } : {}),
          ...(request.to ? { to: request.to } : {}),
        },
        signal,
      }),
    enabled: request.patient !== '',
    placeholderData: keepPreviousData,
    // The page says "not found" or shows the fields' messages itself.
    meta: { handlesErrors: true },
  })
}
