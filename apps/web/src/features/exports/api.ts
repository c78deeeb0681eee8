import { endpointPath, type Endpoint } from '@konzilium/contract/endpoint'
import { exportsEndpoints as endpoints } from '@konzilium/contract/endpoints/exports'
import type { ExportJob } from '@konzilium/contract/exports'
import { useQuery } from '@tanstack/react-query'
import { callEndpoint, callEndpointForFile } from '../../shared/http/call-endpoint'
import { request } from '../../shared/http/request'

type Query = Record<string, string | number | boolean | undefined>

/**
 * Starts an export of a list with its filters (ADR 042): a small one answers the file itself, a
 * large one a job (JSON) whose file is downloaded from the exports page once done.
 */
export async function startExport(
  endpoint: Endpoint,
  query: Query,
): Promise<{ file: Blob } | { job: ExportJob }> {
  const answer = await request<Blob>(endpointPath(endpoint.path, undefined), {
    method: endpoint.method,
    authenticated: true,
    responseType: 'blob',
    query,
  })
  if (answer.type.startsWith('application/json')) {
    const { exportJobSchema } = await import('@konzilium/contract/exports')
    return { job: exportJobSchema.parse(JSON.parse(await answer.text())) }
  }
  return { file: answer }
}

/** Hands a file to the browser as a download under `name`. */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}

export const exportKeys = { jobs: ['exports', 'jobs'] as const }

/** The caller's jobs, asked again every few seconds while one is still being written. */
export function useExportJobs(enabled: boolean) {
  return useQuery({
    queryKey: exportKeys.jobs,
    enabled,
    queryFn: ({ signal }) => callEndpoint(endpoints.listExportJobs, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((job) => job.state === 'queued' || job.state === 'running')
        ? 2000
        : false,
  })
}

export const downloadJobFile = (id: string) =>
  callEndpointForFile(endpoints.downloadExportJob, { params: { id } })
