import { exportsEndpoints } from '@konzilium/contract/endpoints/exports'
import { reportsEndpoints as endpoints } from '@konzilium/contract/endpoints/reports'
import type { ClientPageInput } from '@konzilium/contract/exports/client-page'
import type { CreateReportLinkInput, DownloadReportInput } from '@konzilium/contract/reports'
import { useMutation, useQuery } from '@tanstack/react-query'
import { callEndpoint, callEndpointForFile } from '../../shared/http/call-endpoint'

/** A patient summary or a referral as PDF (the exports group's client page). */
export const fetchClientPagePdf = (input: ClientPageInput) =>
  callEndpointForFile(exportsEndpoints.exportClientPage, { body: input })

export function useCreateReportLink() {
  return useMutation({
    mutationFn: (input: CreateReportLinkInput) =>
      callEndpoint(endpoints.createReportLink, { body: input }),
    // The dialog's form shows field issues and the failure itself.
    meta: { handlesErrors: true },
  })
}

/** Whether a link can still be used; never retried (a refusal is the answer). */
export function useReportLinkStatus(token: string) {
  return useQuery({
    queryKey: ['report-links', 'status', token] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.reportLinkStatus, { body: { token }, signal }),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
    // The page words every refusal itself.
    meta: { handlesErrors: true },
  })
}

export function useDownloadReport() {
  return useMutation({
    mutationFn: (input: DownloadReportInput) =>
      callEndpointForFile(endpoints.downloadReport, { body: input }),
    // The form shows the birth-date issue on its field, the page the link's refusal.
    meta: { handlesErrors: true },
  })
}

/** Hands a blob to the browser as a download under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The click has handed the file over; the URL is not needed any longer.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}
