/**
 * The rheumatology page's part of the calculators' catalogue (`calculatorCatalogue.addPart`). A module
 * of its own: the first-view preload map follows a page's dynamic imports, so the other
 * specialty's loaders must not sit in a module the page imports.
 */
export const rheumatologyPart = {
  cs: () => import('./cs.json'),
  en: () => import('./default.json'),
}
