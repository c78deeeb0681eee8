import type {
  CenterDoctor,
  ListCenterDoctorsQuery,
  ListPeripheralDoctorsQuery,
  MoveCenterDoctorInput,
  PeripheralDoctor,
  UpdateCenterDoctorInput,
  UpdatePeripheralDoctorInput,
} from '@konzilium/contract/doctors'
import { doctorsEndpoints as endpoints } from '@konzilium/contract/endpoints/doctors'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

type ListQuery<Q> = Partial<Q> & { q: string }

/** Query keys of the doctors feature: every cached doctor sits under `['doctors']`. */
export const doctorKeys = {
  all: ['doctors'] as const,
  centerLists: ['doctors', 'center', 'list'] as const,
  centerList: (query: ListQuery<ListCenterDoctorsQuery>) =>
    ['doctors', 'center', 'list', query] as const,
  center: (id: string) => ['doctors', 'center', 'detail', id] as const,
  peripheralLists: ['doctors', 'peripheral', 'list'] as const,
  peripheralList: (query: ListQuery<ListPeripheralDoctorsQuery>) =>
    ['doctors', 'peripheral', 'list', query] as const,
  peripheral: (id: string) => ['doctors', 'peripheral', 'detail', id] as const,
}

/** GET /api/center-doctors within the caller's scope. */
export function useCenterDoctorList(query: ListQuery<ListCenterDoctorsQuery>, enabled = true) {
  return useQuery({
    queryKey: doctorKeys.centerList(query),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listCenterDoctors, {
        query: { ...query, q: query.q.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  })
}

export function useCenterDoctor(id: string) {
  return useQuery({
    queryKey: doctorKeys.center(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCenterDoctor, { params: { id }, signal }),
  })
}

export function usePeripheralDoctorList(query: ListQuery<ListPeripheralDoctorsQuery>) {
  return useQuery({
    queryKey: doctorKeys.peripheralList(query),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listPeripheralDoctors, {
        query: { ...query, q: query.q.trim() || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function usePeripheralDoctor(id: string) {
  return useQuery({
    queryKey: doctorKeys.peripheral(id),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getPeripheralDoctor, { params: { id }, signal }),
  })
}

/** After a change: the doctor's detail gets the answer, every doctors list is fetched again. */
function useDoctorMutation<I, O extends CenterDoctor | PeripheralDoctor>(
  key: readonly unknown[],
  run: (input: I) => Promise<O>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    meta: { handlesErrors: true },
    onSuccess: (doctor: O) => {
      queryClient.setQueryData(key, doctor)
      return queryClient.invalidateQueries({ queryKey: doctorKeys.all })
    },
  })
}

export function useUpdateCenterDoctor(id: string) {
  return useDoctorMutation(doctorKeys.center(id), (input: UpdateCenterDoctorInput) =>
    callEndpoint(endpoints.updateCenterDoctor, { params: { id }, body: input }),
  )
}

export function useUpdatePeripheralDoctor(id: string) {
  return useDoctorMutation(doctorKeys.peripheral(id), (input: UpdatePeripheralDoctorInput) =>
    callEndpoint(endpoints.updatePeripheralDoctor, { params: { id }, body: input }),
  )
}

/** PUT /api/center-doctors/{id}/move-to-center (admin). */
export function useMoveCenterDoctor(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MoveCenterDoctorInput) =>
      callEndpoint(endpoints.moveCenterDoctor, { params: { id }, body: input }),
    meta: { handlesErrors: true },
    onSuccess: (moved) => {
      queryClient.setQueryData(doctorKeys.center(id), moved.doctor)
      return queryClient.invalidateQueries({ queryKey: doctorKeys.all })
    },
  })
}
