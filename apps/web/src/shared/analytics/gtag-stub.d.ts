/** Installs `window.dataLayer` and the `window.gtag` stub (see gtag-stub.js) and returns gtag. */
export declare function installGtagStub(): (...args: unknown[]) => void
