import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs } from './tabs'

afterEach(cleanup)

const items = [
  { key: 'center', label: 'Lékaři center' },
  { key: 'peripheral', label: 'Ambulantní lékaři' },
  { key: 'reps', label: 'Reprezentanti' },
] as const
type Key = (typeof items)[number]['key']

/** A screen that keeps the selected tab (as a page keeps it in its address) and logs each choice. */
function Screen({ chosen }: { chosen: Key[] }) {
  const [selected, setSelected] = useState<Key>('center')
  return (
    <>
      <button type="button">před</button>
      <Tabs
        label="Lékaři"
        items={items}
        selected={selected}
        onSelect={(key) => {
          chosen.push(key)
          setSelected(key)
        }}
      >
        <p>Obsah {selected}</p>
      </Tabs>
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the panel', () => {
    render(<Screen chosen={[]} />)
    expect(screen.getByRole('tablist', { name: 'Lékaři' })).toBeTruthy()
    expect(screen.getAllByRole('tab')).toHaveLength(3)
    expect(tab('Lékaři center').getAttribute('aria-selected')).toBe('true')
    expect(tab('Ambulantní lékaři').getAttribute('aria-selected')).toBe('false')
    const panel = screen.getByRole('tabpanel', { name: 'Lékaři center' })
    expect(panel.textContent).toBe('Obsah center')
    expect(tab('Lékaři center').getAttribute('aria-controls')).toBe(panel.id)
  })

  it('is one tab stop: Tab reaches the selected tab only, then leaves the list', async () => {
    const user = userEvent.setup()
    render(<Screen chosen={[]} />)
    await user.click(screen.getByRole('button', { name: 'před' }))
    await user.tab()
    expect(document.activeElement).toBe(tab('Lékaři center'))
    expect(tab('Ambulantní lékaři').tabIndex).toBe(-1)
    expect(tab('Reprezentanti').tabIndex).toBe(-1)
    await user.tab()
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab')
  })

  it('moves and selects with Right and Left, wrapping at both ends', async () => {
    const user = userEvent.setup()
    const chosen: Key[] = []
    render(<Screen chosen={chosen} />)
    await user.click(tab('Lékaři center'))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab('Ambulantní lékaři'))
    expect(tab('Ambulantní lékaři').getAttribute('aria-selected')).toBe('true')
    expect(tab('Ambulantní lékaři').tabIndex).toBe(0)
    expect(tab('Lékaři center').tabIndex).toBe(-1)
    expect(screen.getByRole('tabpanel').textContent).toBe('Obsah peripheral')
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(tab('Lékaři center'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(tab('Reprezentanti'))
    expect(chosen).toEqual(['peripheral', 'reps', 'center', 'reps'])
  })

  it('goes to the first tab with Home and the last with End', async () => {
    const user = userEvent.setup()
    const chosen: Key[] = []
    render(<Screen chosen={chosen} />)
    await user.click(tab('Ambulantní lékaři'))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(tab('Reprezentanti'))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(tab('Lékaři center'))
    expect(tab('Lékaři center').getAttribute('aria-selected')).toBe('true')
    expect(chosen).toEqual(['peripheral', 'reps', 'center'])
  })

  it('leaves other keys alone and does not choose the tab already selected again', async () => {
    const user = userEvent.setup()
    const chosen: Key[] = []
    render(<Screen chosen={chosen} />)
    await user.click(tab('Lékaři center'))
    await user.keyboard('{ArrowDown}a{Enter}')
    expect(chosen).toEqual([])
    expect(document.activeElement).toBe(tab('Lékaři center'))
  })
})
