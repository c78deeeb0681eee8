import { useI18n } from '../../shared/i18n/use-i18n'
import { themeStore } from '../../shared/theme/theme-store'
import { useTheme } from '../../shared/theme/use-theme'
import { Card } from '../../shared/ui/card'
import { Checkbox } from '../../shared/ui/checkbox'
import { PageHeader } from '../../shared/ui/page-header'
import { LanguageSettings } from './language-settings'
import './settings.css'

/** /app/settings: appearance and language on this device (notification settings come later). */
export function SettingsPage() {
  const { t } = useI18n()
  const dark = useTheme() === 'dark'
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <div className="settings-grid">
        <Card title={t('settings.appearance.title')}>
          <Checkbox
            label={t('settings.appearance.dark')}
            checked={dark}
            onChange={(event) => {
              themeStore.setDarkMode(event.target.checked)
            }}
          />
          <p>{t('settings.appearance.hint')}</p>
        </Card>
        <LanguageSettings />
      </div>
    </>
  )
}
