import { textsEndpoints as endpoints } from '@konzilium/contract/endpoints/texts'
import type { ListTextsQuery, SaveTextInput } from '@konzilium/contract/texts'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { forgetPublicTexts } from './public-texts'

/** The query keys of the administrators' lists and histories. */
const textKeys = {
  lists: ['texts', 'lists'] as const,
  versions: (id: string) => ['texts', 'versions', id] as const,
}

type ListQuery = Partial<Omit<ListTextsQuery, 'keys'>> & { keys?: string }

/** GET /api/texts/all (admins): every text with its default and state. */
export function useTextList(query: ListQuery) {
  return useQuery({
    queryKey: [...textKeys.lists, query] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listTexts, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useTextVersions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: textKeys.versions(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.listTextVersions, { params: { id }, signal }),
    enabled,
  })
}

/** A change shows on the public pages at once: their overrides and the lists are refetched. */
function useInvalidateText() {
  const queryClient = useQueryClient()
  return (id: string) => {
    void queryClient.invalidateQueries({ queryKey: textKeys.lists })
    forgetPublicTexts()
    void queryClient.invalidateQueries({ queryKey: textKeys.versions(id) })
  }
}

/** PUT /api/texts/{id}: field issues are the form's to show. */
export function useSaveText(id: string) {
  const invalidate = useInvalidateText()
  return useMutation({
    mutationFn: (input: SaveTextInput) =>
      callEndpoint(endpoints.saveText, { params: { id }, body: input }),
    meta: { handlesErrors: true },
    onSuccess: () => {
      invalidate(id)
    },
  })
}

/** DELETE /api/texts/{id}: the default shows again. */
export function useRevertText(id: string) {
  const invalidate = useInvalidateText()
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.revertText, { params: { id } }),
    onSuccess: () => {
      invalidate(id)
    },
  })
}
