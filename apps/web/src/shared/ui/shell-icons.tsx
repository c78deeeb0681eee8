import type { ReactNode } from 'react'

/**
 * The icons the shell draws on every page (header, menu, theme switch, alerts, toasts), apart from
 * icons.tsx so that the entry chunk does not carry the signed-in app's icons.
 * Inline SVG icons: no icon font or sprite request, and they inherit the text colour. Decorative by
 * default (aria-hidden); the control around an icon carries the accessible name.
 */
export function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
)
export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
)
export const SunIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
)
export const MoonIcon = () => (
  <Svg>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
  </Svg>
)
export const AlertIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5h.01" />
  </Svg>
)
export const CheckIcon = () => (
  <Svg>
    <path d="M5 12l5 5 9-10" />
  </Svg>
)
/** The Konzilium mark: a cross in a rounded square, drawn in the primary colour. */
export const LogoMark = () => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
    <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="var(--color-on-primary)" />
  </svg>
)
