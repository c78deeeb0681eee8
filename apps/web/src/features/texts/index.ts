// The texts feature as other features see it: a public page's overrides (ADR 038). The editor
// stays behind its own route.
export { forgetPublicTexts, usePublicTexts } from './public-texts'
