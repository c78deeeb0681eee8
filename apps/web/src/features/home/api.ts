import { homeEndpoints as endpoints } from '@konzilium/contract/endpoints/home'
import { useQuery } from '@tanstack/react-query'
import { callEndpoint } from '../../shared/http/call-endpoint'
import { homeKeys } from '../../shared/home/home-keys'

/** GET /api/home: the rows of the caller's role that matter now. */
export function useHome() {
  return useQuery({
    queryKey: homeKeys.all,
    queryFn: ({ signal }) => callEndpoint(endpoints.getHome, { signal }),
  })
}
