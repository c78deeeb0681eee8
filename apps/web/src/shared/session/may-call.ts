import type { EndpointAccess } from '@konzilium/contract/endpoint'
import { may, type PolicyAction } from '@konzilium/contract/policy'
import type { Role } from '@konzilium/contract/session'

/**
 * What a button or a page needs: an entry of the endpoint table (its `access` names the policy
 * action, ADR 014), or, for a page whose feature has no endpoint yet, a policy action itself.
 */
export type Need = { readonly access: EndpointAccess } | PolicyAction

/**
 * May this role call the endpoint (do the action)? The web offers a button or a page only when
 * the server would allow the call, reading the same entry the server registers its access from.
 * Without a role (signed out) only public endpoints are callable.
 */
export function mayCall(role: Role | null | undefined, need: Need): boolean {
  const access = typeof need === 'string' ? need : need.access
  if (access === 'public') return true
  return role ? may(role, access) : false
}
