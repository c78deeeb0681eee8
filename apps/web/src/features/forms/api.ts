import { formsEndpoints as endpoints } from '@konzilium/contract/endpoints/forms'
import type { CreateFormInput, ListFormsQuery, UpdateFormInput } from '@konzilium/contract/forms'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** Query keys of examination forms: every cached view of a form sits under `['forms']`. */
export const formKeys = {
  all: ['forms'] as const,
  list: (query: ListFormsQuery) => ['forms', 'list', query] as const,
  detail: (id: string, version?: number) => ['forms', 'detail', id, version ?? 'current'] as const,
}

/** A patient's examinations, one page (scoped and audited on the server). */
export function useFormList(query: ListFormsQuery) {
  return useQuery({
    queryKey: formKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(endpoints.listForms, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** One examination at its current version, or at an earlier `version`. */
export function useFormDetail(id: string, version?: number) {
  return useQuery({
    queryKey: formKeys.detail(id, version),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getForm, {
        params: { id },
        query: version === undefined ? {} : { version },
        signal,
      }),
    enabled: id !== '',
    // The page says "not found" itself; no second, generic toast.
    meta: { handlesErrors: true },
  })
}

export function useCreateForm() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateFormInput) => callEndpoint(endpoints.createForm, { body }),
    // The form puts a refusal on its fields: no toast.
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }),
  })
}

export function useUpdateForm(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateFormInput) =>
      callEndpoint(endpoints.updateForm, { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }),
  })
}

export function useDeleteForm(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.deleteForm, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }),
  })
}

export function useDeleteAttachment(formId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (attachmentId: string) =>
      callEndpoint(endpoints.deleteFormAttachment, { params: { id: formId, attachmentId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }),
  })
}
