import { lazy, Suspense, type ComponentProps } from 'react'
import { useSessionUser } from '../../../shared/session/use-session-user'
import type { UseInReferral as Button } from './use-in-referral'

// "Use in a referral" (the policy and the referral address) is not part of a calculator page's
// first view: it loads with the first result, and only for a signed-in user.
const Loaded = lazy(() =>
  import('./use-in-referral').then((module) => ({ default: module.UseInReferral })),
)

export function UseInReferral(props: ComponentProps<typeof Button>) {
  const user = useSessionUser()
  if (!user) return null
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  )
}
