import { patientsEndpoints as endpoints } from '@konzilium/contract/endpoints/patients'
import type {
  CreatePatientInput,
  ListPatientsQuery,
  UpdatePatientInput,
} from '@konzilium/contract/patients'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** Query keys of patient records: every cached view of a patient sits under `['patients']`. */
export const patientKeys = {
  all: ['patients'] as const,
  list: (query: Partial<ListPatientsQuery>) => ['patients', 'list', query] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
  accessLog: (id: string, kind: 'all' | 'changes') => ['patients', 'access-log', id, kind] as const,
}

export function usePatientList(query: Partial<ListPatientsQuery>) {
  return useQuery({
    queryKey: patientKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(endpoints.listPatients, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/**
 * The signed-in patient's own record: the list is scoped to self (policy `patients.read`, scope
 * `self`), so its one item is the record; null when the patient has none.
 */
export function useOwnPatientRecordId(enabled: boolean) {
  return useQuery({
    queryKey: [...patientKeys.all, 'own'] as const,
    queryFn: async ({ signal }) => {
      const list = await callEndpoint(endpoints.listPatients, {
        query: { page: 1, pageSize: 1 },
        signal,
      })
      return list.items[0]?.id ?? null
    },
    enabled,
  })
}

export function usePatient(id: string) {
  return useQuery({
    queryKey: patientKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getPatient, { params: { id }, signal }),
    enabled: id !== '',
    // The detail page says "not found" itself; no second, generic toast.
    meta: { handlesErrors: true },
  })
}

/** How many entries of a patient's access log one page holds. */
export const LOG_PAGE_SIZE = 10

export function useAccessLog(id: string, kind: 'all' | 'changes', page: number) {
  return useQuery({
    queryKey: [...patientKeys.accessLog(id, kind), page],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getPatientAccessLog, {
        params: { id },
        query: { kind, page, pageSize: LOG_PAGE_SIZE },
        signal,
      }),
    enabled: id !== '',
  })
}

export function useCreatePatient() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreatePatientInput) => callEndpoint(endpoints.createPatient, { body }),
    // The form puts a failure on its fields (a taken birth number on that field): no toast.
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.all }),
  })
}

export function useUpdatePatient(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdatePatientInput) =>
      callEndpoint(endpoints.updatePatient, { params: { id }, body }),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.all }),
  })
}

export function useDeletePatient(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.deletePatient, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.all }),
  })
}

export function useChangeCenterDoctor(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (centerDoctorId: string) =>
      callEndpoint(endpoints.changeCenterDoctor, { params: { id }, body: { centerDoctorId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: patientKeys.all }),
  })
}
