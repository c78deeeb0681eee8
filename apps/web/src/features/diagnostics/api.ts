import { diagnosticsEndpoints as endpoints } from '@konzilium/contract/endpoints/diagnostics'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'

/** The query keys of the diagnostics screen. */
const diagnosticsKeys = {
  tasks: ['diagnostics', 'tasks'] as const,
  app: ['diagnostics', 'app'] as const,
}

/** GET /api/diagnostics/tasks: the background tasks, read again every 30 s while shown. */
export function useTasks() {
  return useQuery({
    queryKey: diagnosticsKeys.tasks,
    queryFn: ({ signal }) => callEndpoint(endpoints.listTasks, { signal }),
    refetchInterval: 30_000,
  })
}

/** GET /api/diagnostics/app: the instance, its database, queues, memory and caches. */
export function useAppInfo() {
  return useQuery({
    queryKey: diagnosticsKeys.app,
    queryFn: ({ signal }) => callEndpoint(endpoints.readAppInfo, { signal }),
  })
}

/** POST /api/diagnostics/tasks/{name}: runs a task now; the tasks and the queues are read again. */
export function useRunTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => callEndpoint(endpoints.runTask, { params: { name } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: diagnosticsKeys.tasks })
      void queryClient.invalidateQueries({ queryKey: diagnosticsKeys.app })
    },
  })
}

/** POST /api/diagnostics/refresh-cache?name=: empties a cache on every instance. */
export function useRefreshCache() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => callEndpoint(endpoints.refreshCache, { query: { name } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: diagnosticsKeys.app })
    },
  })
}
