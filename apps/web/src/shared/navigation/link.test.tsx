import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Link, NavLink } from './link'

// React's act() needs this flag outside a framework that sets it.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | null = null
let container: HTMLElement | null = null
/** Whether the app prevented the last click's default (read after React's handlers ran). */
let preventedByApp: boolean | null = null
// The browser's default (happy-dom would load the href) is stopped after the app's turn.
const stopDefault = (event: Event) => {
  preventedByApp = event.defaultPrevented
  event.preventDefault()
}

beforeEach(() => {
  preventedByApp = null
  document.addEventListener('click', stopDefault)
})

afterEach(() => {
  document.removeEventListener('click', stopDefault)
  act(() => {
    root?.unmount()
  })
  container?.remove()
})

function click(link: HTMLAnchorElement | undefined, init: MouseEventInit = {}) {
  link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }))
}

function Links() {
  return (
    <nav>
      <NavLink to="/">home</NavLink>
      <NavLink to="/calculator">calculators</NavLink>
      <NavLink to="/calculator" end>
        calculators only
      </NavLink>
      <Link to="/calculator/dermatology" state={{ from: 'test' }}>
        dermatology
      </Link>
      <Link to="/terms" reloadDocument>
        terms
      </Link>
    </nav>
  )
}

async function render(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Links /> }], { initialEntries: [url] })
  container = document.createElement('div')
  document.body.appendChild(container)
  await act(async () => {
    root = createRoot(container as HTMLElement)
    root.render(<RouterProvider router={router} />)
    await Promise.resolve()
  })
  const link = (name: string): HTMLAnchorElement | undefined =>
    [...(container as HTMLElement).querySelectorAll('a')].find((a) => a.textContent === name)
  return { router, link }
}

describe('Link and NavLink', () => {
  it('mark the current page and the section above it, the home link only on /', async () => {
    const { link } = await render('/calculator/dermatology')
    expect(link('home')?.getAttribute('aria-current')).toBeNull()
    expect(link('calculators')?.getAttribute('aria-current')).toBe('page')
    expect(link('calculators only')?.getAttribute('aria-current')).toBeNull()
    const atHome = await render('/')
    expect(atHome.link('home')?.getAttribute('aria-current')).toBe('page')
  })

  it('navigate in the app on a plain click, with state, and leave modified clicks to the browser', async () => {
    const { router, link } = await render('/')
    const dermatology = link('dermatology')
    expect(dermatology?.getAttribute('href')).toBe('/calculator/dermatology')
    act(() => {
      click(dermatology, { ctrlKey: true })
    })
    expect(preventedByApp).toBe(false)
    expect(router.state.location.pathname).toBe('/')
    await act(async () => {
      click(dermatology)
      await Promise.resolve()
    })
    expect(preventedByApp).toBe(true)
    expect(router.state.location.pathname).toBe('/calculator/dermatology')
    expect(router.state.location.state).toEqual({ from: 'test' })
  })

  it('leave a link that reloads the document to the browser', async () => {
    const { router, link } = await render('/')
    act(() => {
      click(link('terms'))
    })
    expect(preventedByApp).toBe(false)
    expect(router.state.location.pathname).toBe('/')
  })
})
