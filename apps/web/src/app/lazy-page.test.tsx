import { act, Suspense } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isPageLoadAwaited, lazyPage, type LazyPageModule } from './lazy-page'
import { RouteErrorBoundary } from './route-elements'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A page module whose loading the test settles by hand. */
function controlledModule() {
  const attempts: { resolve: (module: LazyPageModule) => void; reject: (e: Error) => void }[] = []
  const load = () =>
    new Promise<LazyPageModule>((resolve, reject) => {
      attempts.push({ resolve, reject })
    })
  return { load, attempts }
}

const Page = () => <h1>Loaded page</h1>

let root: Root | undefined
let container: HTMLElement

function render(element: React.ReactNode) {
  container = document.createElement('div')
  document.body.appendChild(container)
  act(() => {
    root = createRoot(container)
    root.render(element)
  })
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

afterEach(() => {
  act(() => root?.unmount())
  container.remove()
})

describe('lazyPage', () => {
  it('loads once for a prefetch and the render that follows', async () => {
    const { load, attempts } = controlledModule()
    const { Component, preload } = lazyPage(load, { queries: false })
    preload()
    preload()
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component />
      </Suspense>,
    )
    expect(attempts).toHaveLength(1)
    expect(isPageLoadAwaited()).toBe(true)
    attempts[0]?.resolve({ Component: Page })
    await settle()
    expect(container.querySelector('h1')?.textContent).toBe('Loaded page')
    expect(isPageLoadAwaited()).toBe(false)
  })

  it('forgets a failed prefetch, so the navigation that follows loads again', async () => {
    const { load, attempts } = controlledModule()
    const { Component, preload } = lazyPage(load, { queries: false })
    preload()
    expect(isPageLoadAwaited()).toBe(false)
    attempts[0]?.reject(new TypeError('Failed to fetch dynamically imported module'))
    await settle()
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component />
      </Suspense>,
    )
    expect(attempts).toHaveLength(2)
    attempts[1]?.resolve({ Component: Page })
    await settle()
    expect(container.querySelector('h1')?.textContent).toBe('Loaded page')
  })

  it('fails as a ChunkLoadError, shown by the error boundary until the next navigation', async () => {
    const { load, attempts } = controlledModule()
    const { Component } = lazyPage(load, { queries: false })
    // A reload was just tried (chunk-reload.ts), so the error page shows instead of reloading again.
    sessionStorage.setItem('app.chunkReloadAt', String(Date.now()))
    const tree = (resetKey: string) => (
      <MemoryRouter>
        <RouteErrorBoundary resetKey={resetKey}>
          <Suspense fallback={<p>waiting</p>}>
            {resetKey === 'first' ? <Component /> : <h1>Next page</h1>}
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>
    )
    // React reports the error its boundary caught on the console, once; any other output still
    // fails the test (apps/web/src/test/setup.ts).
    const reported = vi.spyOn(console, 'error').mockImplementationOnce(() => undefined)
    try {
      render(tree('first'))
      attempts[0]?.reject(new TypeError('Failed to fetch dynamically imported module'))
      await settle()
      expect(container.querySelector('[data-testid="error-details"]')?.textContent).toContain(
        'ChunkLoadError',
      )
      expect(isPageLoadAwaited()).toBe(false)
      act(() => root?.render(tree('second')))
      expect(container.querySelector('h1')?.textContent).toBe('Next page')
      expect(reported).toHaveBeenCalledOnce()
      expect(reported).toHaveBeenCalledWith(
        expect.any(String),
        expect.objectContaining({ name: 'ChunkLoadError' }),
        expect.any(String),
        expect.stringContaining('RouteErrorBoundary'),
      )
    } finally {
      sessionStorage.removeItem('app.chunkReloadAt')
    }
  })

  it('treats a module without a component as a failed load, and tries again next time', async () => {
    const { load, attempts } = controlledModule()
    const { preload } = lazyPage(load, { queries: false })
    preload()
    attempts[0]?.resolve({} as LazyPageModule)
    await settle()
    preload()
    expect(attempts).toHaveLength(2)
  })
})
