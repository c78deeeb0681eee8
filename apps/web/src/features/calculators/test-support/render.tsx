import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { initI18n } from '../../../shared/i18n/i18n-store'

// React's act() needs this flag outside a framework that sets it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export interface Rendered {
  readonly container: HTMLElement
  readonly router: ReturnType<typeof createMemoryRouter>
  readonly unmount: () => void
}

/** Waits for `condition`, letting React render what became ready (a loaded chunk) in each step. */
async function settle(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now()
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
  }
}

/** The UI language for a test: sets the cookie and loads the global catalogue. */
export async function useLanguage(locale: 'cs' | 'en'): Promise<void> {
  document.cookie = `i18n_redirected=${locale}; Path=/`
  await initI18n()
}

/**
 * Renders `element` as the page at `url` (path and query) in a memory router and waits until it
 * has rendered (the feature catalogue loads first: the page suspends on it; a calculator loaded on
 * demand shows a busy placeholder until then).
 */
export async function renderPage(path: string, url: string, element: ReactNode): Promise<Rendered> {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] })
  const container = document.createElement('div')
  document.body.appendChild(container)
  let root: Root | null = null
  await act(async () => {
    root = createRoot(container)
    root.render(<RouterProvider router={router} />)
    await Promise.resolve()
  })
  // A calculator that loads on demand (the band look-up) is busy until its code has arrived.
  await settle(
    () =>
      container.querySelector('h1') !== null &&
      container.querySelector('[aria-busy="true"]') === null,
  )
  return {
    container,
    router,
    unmount: () => {
      act(() => {
        root?.unmount()
      })
      container.remove()
    },
  }
}

export function click(element: Element | null): void {
  if (!element) throw new Error('nothing to click')
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  })
}

export function keyDown(element: Element | null, key: string): void {
  if (!element) throw new Error('no element for the key')
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  })
}

/** Types into a text input as a user would (React listens to the native value setter). */
export function typeInto(input: Element | null, text: string): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input')
  // The prototype's setter, not the instance's (React tracks the value through the latter).
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')
  act(() => {
    descriptor?.set?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** The element with role `role` whose accessible name (aria-label or label text) is `name`. */
export function byRole(container: ParentNode, role: string, name: string | RegExp): HTMLElement {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text))
  const candidates = [...container.querySelectorAll<HTMLElement>(`[role="${role}"]`)]
  if (role === 'radio' || role === 'checkbox') {
    candidates.push(...container.querySelectorAll<HTMLElement>(`input[type="${role}"]`))
  }
  if (role === 'button') candidates.push(...container.querySelectorAll<HTMLElement>('button'))
  if (role === 'link') candidates.push(...container.querySelectorAll<HTMLElement>('a[href]'))
  for (const element of candidates) {
    const label =
      element.getAttribute('aria-label') ??
      element.closest('label')?.textContent ??
      (element.id ? container.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
      element.textContent
    if (matches(label.replace(/\s+/g, ' ').trim())) return element
  }
  throw new Error(`no ${role} named ${String(name)}`)
}

/** The input labelled `label` (by its <label for>). */
export function inputLabelled(container: ParentNode, label: string): HTMLInputElement {
  for (const element of container.querySelectorAll('label[for]')) {
    if (element.textContent.trim() === label) {
      const input = container.querySelector(`#${CSS.escape(element.getAttribute('for') ?? '')}`)
      if (input instanceof HTMLInputElement) return input
    }
  }
  throw new Error(`no input labelled ${label}`)
}

/** A fieldset by its legend text (exact, or a pattern). */
export function fieldset(container: ParentNode, legend: string | RegExp): HTMLFieldSetElement {
  for (const element of container.querySelectorAll('fieldset')) {
    const text = element.querySelector('legend')?.textContent.replace(/\s+/g, ' ').trim() ?? ''
    if (typeof legend === 'string' ? text === legend : legend.test(text)) return element
  }
  throw new Error(`no fieldset ${String(legend)}`)
}

export function testId(container: ParentNode, id: string): string | null {
  return container.querySelector(`[data-testid="${id}"]`)?.textContent.trim() ?? null
}
