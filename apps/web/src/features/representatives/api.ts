import { representativesEndpoints as endpoints } from '@konzilium/contract/endpoints/representatives'
import type { ListRepsQuery, UpdateRepInput } from '@konzilium/contract/representatives'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

type ListQuery = Partial<ListRepsQuery> & { q: string }

/** Query keys of the representatives feature. */
export const repKeys = {
  all: ['representatives'] as const,
  list: (query: ListQuery) => ['representatives', 'list', query] as const,
  detail: (id: string) => ['representatives', 'detail', id] as const,
}

export function useRepList(query: ListQuery) {
  return useQuery({
    queryKey: repKeys.list(query),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listReps, {
        query: { ...query, q: query.q.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useRep(id: string) {
  return useQuery({
    queryKey: repKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getRep, { params: { id }, signal }),
  })
}

export function useUpdateRep(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateRepInput) =>
      callEndpoint(endpoints.updateRep, { params: { id }, body: input }),
    meta: { handlesErrors: true },
    onSuccess: (rep) => {
      queryClient.setQueryData(repKeys.detail(id), rep)
      return queryClient.invalidateQueries({ queryKey: repKeys.all })
    },
  })
}
