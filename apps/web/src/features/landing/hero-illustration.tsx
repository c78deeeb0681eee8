/** Decorative: a referral travelling from a practice to a centre, drawn with inline SVG (no image request). */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <rect
        x="8"
        y="60"
        width="104"
        height="120"
        rx="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M40 60V40h40v20" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M52 110h16M60 102v16" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <rect
        x="208"
        y="30"
        width="104"
        height="150"
        rx="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path
        d="M232 70h56M232 95h56M232 120h36"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M252 150h16M260 142v16"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M120 120c30-40 60-40 80-20"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeDasharray="8 8"
      />
      <path
        d="M190 88l12 14-18 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="136" y="150" width="56" height="40" rx="6" fill="currentColor" opacity="0.18" />
      <path
        d="M146 162h36M146 174h24"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}
