import type { CataloguePart } from '../i18n-store'

/**
 * The global texts of the public pages that sign in, register or fetch (sign-in, password reset,
 * activation, registration, bootstrap, downloads) and of the shared form fields: loaded with those
 * routes and with the signed-in app, not with the entry.
 */
export const publicMessages: CataloguePart = {
  name: 'public',
  cs: () => import('./public/messages/cs.json'),
  en: () => import('./public/messages/default.json'),
}
