import type { UserPreferences } from '@konzilium/contract/users'
import { useState } from 'react'
import { FormAlert } from '../../shared/forms/form-alert'
import { setLocale } from '../../shared/i18n/i18n-store'
import { isLocale } from '../../shared/i18n/locale'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useSettingsMessages } from './settings-messages'
import { usePreferences, useSavePreferences } from '../../shared/preferences/use-preferences'
import { themeStore } from '../../shared/theme/theme-store'
import { useTheme } from '../../shared/theme/use-theme'
import { Card } from '../../shared/ui/card'
import { Checkbox } from '../../shared/ui/checkbox'
import { PageHeader } from '../../shared/ui/page-header'
import './settings.css'

type NotificationKey = keyof UserPreferences['notifications']
const notificationKeys: NotificationKey[] = [
  'referralEmails',
  'consultationEmails',
  'securityEmails',
]

/**
 * /app/settings: theme, language and notification e-mails, stored with the account
 * (`PUT /api/users/{id}/preferences`) and applied on this device at once.
 */
export function SettingsPage() {
  const global = useI18n()
  const { t, locale } = useSettingsMessages()
  const theme = useTheme()
  const preferences = usePreferences()
  const save = useSavePreferences()

  // The boxes follow a click at once; the cache learns the change when the save answers.
  const [notifications, setNotifications] = useState<UserPreferences['notifications'] | null>(null)
  const shown = notifications ?? preferences.data?.notifications

  const saveChange = (change: Partial<UserPreferences>) => {
    save.mutate(change)
  }

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <div className="settings-status" aria-live="polite">
        {save.isSuccess && <FormAlert tone="success">{t('settings.saved')}</FormAlert>}
        {save.isError && <FormAlert>{t('settings.saveFailed')}</FormAlert>}
      </div>
      <div className="settings-grid">
        <Card title={t('settings.appearance.title')}>
          <fieldset className="settings-radios">
            <legend>{t('settings.appearance.legend')}</legend>
            {(['light', 'dark'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => {
                    themeStore.setDarkMode(value === 'dark')
                    saveChange({ theme: value })
                  }}
                />
                {t(value === 'dark' ? 'settings.appearance.dark' : 'settings.appearance.light')}
              </label>
            ))}
          </fieldset>
          <p>{t('settings.appearance.hint')}</p>
        </Card>
        <Card title={t('settings.language.title')}>
          <fieldset className="settings-radios">
            <legend>{t('settings.language.legend')}</legend>
            {(['cs', 'en'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="locale"
                  value={value}
                  checked={locale === value}
                  onChange={(event) => {
                    const next = event.target.value
                    if (!isLocale(next)) return
                    void setLocale(next).then(() => {
                      saveChange({ language: next })
                    })
                  }}
                />
                <span lang={value}>{value === 'cs' ? 'Čeština' : 'English'}</span>
              </label>
            ))}
          </fieldset>
          <p>{t('settings.language.hint')}</p>
        </Card>
        <Card title={t('settings.notifications.title')}>
          {shown ? (
            <fieldset className="settings-radios">
              <legend>{t('settings.notifications.legend')}</legend>
              {notificationKeys.map((key) => (
                <Checkbox
                  key={key}
                  label={t(`settings.notifications.${key}`)}
                  checked={shown[key]}
                  onChange={(event) => {
                    const next = { ...shown, [key]: event.target.checked }
                    setNotifications(next)
                    saveChange({ notifications: next })
                  }}
                />
              ))}
            </fieldset>
          ) : (
            <p role="status">
              {preferences.isError ? global.t('form.loadFailed') : global.t('form.loading')}
            </p>
          )}
          <p>{t('settings.notifications.hint')}</p>
        </Card>
      </div>
    </>
  )
}
