import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import './button.css'
import './tabs.css'

export interface TabItem<K extends string> {
  readonly key: K
  readonly label: string
}

interface TabsProps<K extends string> {
  /** Names the tab list for a screen reader (e.g. the page's title). */
  label: string
  items: readonly TabItem<K>[]
  selected: K
  /** Called when a tab is chosen: by a click, or by the arrow keys, Home and End. */
  onSelect: (key: K) => void
  /** The panel the tabs control, rendered under them (`role="tabpanel"`). */
  children: ReactNode
  className?: string
}

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop (the selected tab; the others have
 * tabindex -1), Left/Right move to the previous/next tab (wrapping), Home/End to the first/last.
 * Moving selects at once (automatic activation): each screen keeps its tab in the address, so a
 * moved selection is a navigation like a click. The panel is labelled by the selected tab.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  className,
}: TabsProps<K>) {
  const base = useId()
  const refs = useRef(new Map<K, HTMLButtonElement>())
  const tabId = (key: K) => `${base}-tab-${key}`
  const panelId = `${base}-panel`
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (items.length === 0) return
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? selectedIndex === last
          ? 0
          : selectedIndex + 1
        : event.key === 'ArrowLeft'
          ? selectedIndex === 0
            ? last
            : selectedIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    refs.current.get(item.key)?.focus()
    if (item.key !== selected) onSelect(item.key)
  }

  return (
    <>
      <div
        className={['tabs', className ?? ''].filter(Boolean).join(' ')}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const isSelected = index === selectedIndex
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) refs.current.set(item.key, element)
                else refs.current.delete(item.key)
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={`btn btn--small ${isSelected ? 'btn--primary' : 'btn--secondary'} tabs__tab`}
              onClick={() => {
                if (item.key !== selected) onSelect(item.key)
              }}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={items[selectedIndex] ? tabId(items[selectedIndex].key) : undefined}
      >
        {children}
      </div>
    </>
  )
}
