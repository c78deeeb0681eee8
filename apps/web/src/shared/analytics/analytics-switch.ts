type Listener = () => void

const listeners = new Set<Listener>()
let on = false

/**
 * Whether this page runs analytics (an analytics id is configured). Only then do the analytics code
 * and the consent banner load (main.tsx, app/root-layout.tsx): a page without analytics never
 * downloads them.
 */
export const analyticsSwitch = {
  turnOn: (): void => {
    if (on) return
    on = true
    for (const listener of listeners) listener()
  },
  isOn: (): boolean => on,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
