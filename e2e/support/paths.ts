/**
 * The web app's path builder, for the end-to-end tests: they open and expect the same addresses
 * the app links to, so a route renamed in the app is renamed here too.
 */
export { paths, to } from '../../apps/web/src/shared/navigation/paths'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** A URL that contains `address` (for `toHaveURL`, when more may follow it). */
export const urlContaining = (address: string): RegExp => new RegExp(escapeRegExp(address))

/** A URL that ends with `path?name=<some id>`, for an id the test does not know beforehand. */
export const urlWithSomeId = (path: string, name: string): RegExp =>
  new RegExp(`${escapeRegExp(path)}\\?${escapeRegExp(name)}=[0-9a-f-]{36}$`)
