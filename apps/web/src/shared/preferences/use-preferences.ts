import type { UserPreferences } from '@konzilium/contract/users'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSessionUser } from '../session/use-session-user'
import { fetchPreferences, preferencesKey, savePreferences } from './preferences'

export function usePreferences() {
  const user = useSessionUser()
  const userId = user?.id ?? ''
  return useQuery({
    queryKey: preferencesKey(userId),
    queryFn: ({ signal }) => fetchPreferences(userId, signal),
    enabled: userId !== '',
  })
}

/**
 * Saves a change of preferences for the signed-in user: the stored object is read first (cached),
 * the change merged in, and the answer becomes the cached value. Used by the settings page and by
 * the theme and language switches of the app bar, so the account remembers them on every device.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient()
  const user = useSessionUser()
  return useMutation({
    mutationFn: async (change: Partial<UserPreferences>) => {
      if (!user) throw new Error('Not signed in')
      const current = await queryClient.query({
        queryKey: preferencesKey(user.id),
        queryFn: ({ signal }) => fetchPreferences(user.id, signal),
      })
      return savePreferences(user.id, { ...current, ...change })
    },
    // The switches show the change at once; a failure puts the stored value back.
    onMutate: (change) => {
      if (!user) return undefined
      const key = preferencesKey(user.id)
      const before = queryClient.getQueryData<UserPreferences>(key)
      if (before) queryClient.setQueryData(key, { ...before, ...change })
      return { before }
    },
    onError: (_error, _change, context) => {
      if (user && context?.before) queryClient.setQueryData(preferencesKey(user.id), context.before)
    },
    onSuccess: (saved) => {
      if (user) queryClient.setQueryData(preferencesKey(user.id), saved)
    },
  })
}
