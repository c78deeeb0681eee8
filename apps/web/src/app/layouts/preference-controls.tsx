import { isLocale, type Locale } from '../../shared/i18n/locale'
import { setLocale } from '../../shared/i18n/i18n-store'
import { useI18n } from '../../shared/i18n/use-i18n'
import { themeStore } from '../../shared/theme/theme-store'
import { useTheme } from '../../shared/theme/use-theme'
import { IconButton } from '../../shared/ui/button'
import { MoonIcon, SunIcon } from '../../shared/ui/shell-icons'
import { Select } from '../../shared/ui/select'

// Each language is named in itself, so a visitor finds his own whatever the current language.
const languageOptions = [
  { value: 'cs', label: 'Čeština', lang: 'cs' },
  { value: 'en', label: 'English', lang: 'en' },
] as const

export function LanguageSelect({
  className,
  onChanged,
}: {
  className?: string
  /** Called after a switch (the app layout saves it to the account's preferences). */
  onChanged?: (locale: Locale) => void
}) {
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
        if (!isLocale(next)) return
        void setLocale(next).then(() => onChanged?.(next))
      }}
    />
  )
}

/** A toggle button: pressed means dark. Its name stays the same in both states, as ARIA expects. */
export function ThemeToggle({ onChanged }: { onChanged?: (dark: boolean) => void } = {}) {
  const { t } = useI18n()
  const dark = useTheme() === 'dark'
  return (
    <IconButton
      label={t('preferences.darkMode')}
      aria-pressed={dark}
      onClick={() => {
        themeStore.setDarkMode(!dark)
        onChanged?.(!dark)
      }}
    >
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  )
}
