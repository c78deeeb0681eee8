import { isLocale, type Locale } from '../../shared/i18n/locale'
import { setLocale } from '../../shared/i18n/i18n-store'
import { useI18n } from '../../shared/i18n/use-i18n'
import { themeStore } from '../../shared/theme/theme-store'
import { useTheme } from '../../shared/theme/use-theme'
import { IconButton } from '../../shared/ui/button'
import { MoonIcon, SunIcon } from '../../shared/ui/icons'
import { Select } from '../../shared/ui/select'

// Each language is named in itself, so a visitor finds his own whatever the current language.
const languageOptions = [
  { value: 'cs', label: 'Čeština', lang: 'cs' },
  { value: 'en', label: 'English', lang: 'en' },
] as const

export function LanguageSelect({ className }: { className?: string }) {
  const { t, locale } = useI18n()
  return (
    <Select
      className={className}
      label={t('preferences.language')}
      hideLabel
      options={languageOptions}
      value={locale}
      onChange={(event) => {
        const next: unknown = event.target.value
        if (isLocale(next)) void setLocale(next satisfies Locale)
      }}
    />
  )
}

/** A toggle button: pressed means dark. Its name stays the same in both states, as ARIA expects. */
export function ThemeToggle() {
  const { t } = useI18n()
  const dark = useTheme() === 'dark'
  return (
    <IconButton
      label={t('preferences.darkMode')}
      aria-pressed={dark}
      onClick={() => {
        themeStore.setDarkMode(!dark)
      }}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  )
}
