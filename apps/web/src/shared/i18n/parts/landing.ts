import type { CataloguePart } from '../i18n-store'

/** The global texts of the landing page: loaded with its route, not with the entry. */
export const landingMessages: CataloguePart = {
  name: 'landing',
  cs: () => import('./landing/messages/cs.json'),
  en: () => import('./landing/messages/default.json'),
}
