import type { CreateCenterInput, UpdateCenterInput } from '@konzilium/contract/centers'
import { centersEndpoints as endpoints } from '@konzilium/contract/endpoints/centers'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import type { CentersQuery } from './centers-query'

/** Every cached view of a centre sits under `['centers']`; a change fetches them again. */
export const centerKeys = {
  all: ['centers'] as const,
  picker: ['centers', 'picker'] as const,
  list: (query: CentersQuery) => ['centers', 'list', query] as const,
  detail: (id: string) => ['centers', 'detail', id] as const,
}

/** The centre picker (the invite form): every centre the caller may see, by name. */
export function useCenters(enabled: boolean) {
  return useQuery({
    queryKey: centerKeys.picker,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listCenters, { query: { pageSize: 200, sort: 'name' }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  })
}

/** GET /api/centers/{centerId}/available-doctors: the centre's doctors (a filter's options). */
export function useAvailableDoctors(centerId: string | null) {
  return useQuery({
    queryKey: [...centerKeys.all, 'available-doctors', centerId ?? ''] as const,
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listAvailableDoctors, {
        params: { centerId: centerId ?? '' },
        query: {},
        signal,
      }),
    enabled: Boolean(centerId),
    staleTime: 5 * 60_000,
  })
}

/** GET /api/centers: search, filters, sort and page. */
export function useCenterList(query: CentersQuery) {
  return useQuery({
    queryKey: centerKeys.list(query),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listCenters, {
        query: {
          page: query.page,
          pageSize: query.pageSize,
          sort: query.sort,
          q: query.q || undefined,
          region: query.region,
          specialty: query.specialty,
          visible: query.visible,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

function useCenterMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centerKeys.all }),
  })
}

export function useCreateCenter() {
  return useCenterMutation((input: CreateCenterInput) =>
    callEndpoint(endpoints.createCenter, { body: input }),
  )
}

export function useUpdateCenter() {
  return useCenterMutation(({ id, input }: { id: string; input: UpdateCenterInput }) =>
    callEndpoint(endpoints.updateCenter, { params: { id }, body: input }),
  )
}

export function useToggleCenterVisibility() {
  return useCenterMutation((id: string) =>
    callEndpoint(endpoints.toggleCenterVisibility, { params: { id } }),
  )
}

export function useDeleteCenter() {
  return useCenterMutation((id: string) => callEndpoint(endpoints.deleteCenter, { params: { id } }))
}

/** POST /api/centers/batch/file: an uploaded file, or pasted text sent as CSV. */
export function useImportCenters() {
  return useCenterMutation((file: Blob) =>
    callEndpoint(endpoints.importCentersFile, { rawBody: file }),
  )
}
