import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installGlobalErrorHandlers } from './app/app-errors'
import { App } from './app/providers'
import { analyticsSwitch } from './shared/analytics/analytics-switch'
import { startBuildPolling } from './shared/build-version/build-version'
import { getClientConfiguration } from './shared/client-config/client-configuration'
import { initI18n, translate } from './shared/i18n/i18n-store'
import { whenIdleAfterLoad } from './shared/dom/when-idle'
import { startThemeSync } from './shared/theme/theme-store'
import { installExternalLinkGuard } from './shared/navigation/link-guard'
import { toasts } from './shared/toasts/toast-store'
import './shared/theme/tokens.css'
import './shared/theme/base.css'

installGlobalErrorHandlers()
startThemeSync()
startBuildPolling()
installExternalLinkGuard(() => {
  toasts.add({
    title: translate('navigation.refused.title'),
    description: translate('navigation.refused.description'),
    type: 'warning',
  })
})

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

// The catalogue loads while the router (created on import) already fetches the first route's chunk.
void initI18n()
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(container)
    // As a transition, like every later navigation: React renders the first page in slices,
    // yielding to the browser between them, instead of in one long task once its chunk is in.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
    })
  })

// Analytics is nothing the user waits for: it asks for the configuration once the page has loaded and
// the browser is idle, and only if an analytics id is configured loads its code and starts.
whenIdleAfterLoad(() => {
  void getClientConfiguration().then(async (configuration) => {
    if (!configuration.analyticsId) return
    analyticsSwitch.turnOn()
    const { startAnalytics } = await import('./shared/analytics/analytics')
    await startAnalytics(configuration)
  })
})
