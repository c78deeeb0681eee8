/* global window */
// Google's documented gtag stub, kept as plain JavaScript on purpose: gtag.js reads only the
// `arguments` object of this function from the data layer (an array means a different kind of
// command), while our TypeScript lint rules rightly forbid `arguments` everywhere else.
export function installGtagStub() {
  const dataLayer = (window.dataLayer = window.dataLayer || [])
  if (!window.gtag) {
    window.gtag = function gtag() {
      dataLayer.push(arguments)
    }
  }
  return window.gtag
}
