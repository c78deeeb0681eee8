import type { CataloguePart } from '../i18n-store'

/** The global texts only the signed-in app uses: loaded with its layout, not with the entry. */
export const appMessages: CataloguePart = {
  name: 'app',
  cs: () => import('./app/messages/cs.json'),
  en: () => import('./app/messages/default.json'),
}
