import { Svg } from './shell-icons'

// The shell's icons live in shell-icons.tsx (kept out of the entry with the others below).
export {
  AlertIcon,
  CheckIcon,
  CloseIcon,
  LogoMark,
  MenuIcon,
  MoonIcon,
  SunIcon,
} from './shell-icons'

// Inline SVG icons: no icon font or sprite request, and they inherit the text colour. Decorative by
// default (aria-hidden); the control around an icon carries the accessible name.

export const BellIcon = () => (
  <Svg>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 21h4" />
  </Svg>
)
export const UserIcon = () => (
  <Svg>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
)
export const HomeIcon = () => (
  <Svg>
    <path d="M3 11l9-7 9 7M5 10v10h14V10" />
  </Svg>
)
/** A building with a cross: a centre of biologic therapy. */
export const BuildingIcon = () => (
  <Svg>
    <path d="M4 21V5h16v16M2 21h20M12 8v6M9 11h6M10 21v-3h4v3" />
  </Svg>
)
export const UsersIcon = () => (
  <Svg>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </Svg>
)
export const PatientIcon = () => (
  <Svg>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M12 8v6M9 11h6M8 18h8" />
  </Svg>
)
export const RequestIcon = () => (
  <Svg>
    <path d="M4 4h16v12H8l-4 4z" />
    <path d="M9 10h6M12 7v6" />
  </Svg>
)
export const ChatIcon = () => (
  <Svg>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Svg>
)
export const DoctorIcon = () => (
  <Svg>
    <circle cx="12" cy="7" r="4" />
    <path d="M5 21v-2a7 7 0 0 1 14 0v2M12 14v4M10 16h4" />
  </Svg>
)
export const BriefcaseIcon = () => (
  <Svg>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5h6v2M3 13h18" />
  </Svg>
)
export const TextIcon = () => (
  <Svg>
    <path d="M5 5h14M12 5v14M8 19h8" />
  </Svg>
)
export const CalculatorIcon = () => (
  <Svg>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />
  </Svg>
)
export const BookIcon = () => (
  <Svg>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7" />
  </Svg>
)
export const ChartIcon = () => (
  <Svg>
    <path d="M4 20V4M4 20h16M8 16l4-5 3 3 5-7" />
  </Svg>
)
export const SettingsIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
  </Svg>
)
export const LogoutIcon = () => (
  <Svg>
    <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />
  </Svg>
)
export const ExportIcon = () => (
  <Svg>
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </Svg>
)
export const ArrowRightIcon = () => (
  <Svg>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
)
export const ShieldIcon = () => (
  <Svg>
    <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </Svg>
)
