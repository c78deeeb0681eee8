import { emailDeliveries, emailKinds, type UserPreferences } from '@konzilium/contract/users'
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

/**
 * /app/settings: theme, language and notification e-mails (per kind: at once, in a daily digest
 * or not at all; ADR 036), stored with the account
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
  const change = (next: UserPreferences['notifications']) => {
    setNotifications(next)
    saveChange({ notifications: next })
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
            <>
              {emailKinds.map((kind) => (
                <fieldset key={kind} className="settings-radios">
                  <legend>{t(`settings.notifications.${kind}`)}</legend>
                  {emailDeliveries.map((delivery) => (
                    <label key={delivery}>
                      <input
                        type="radio"
                        name={`email-${kind}`}
                        value={delivery}
                        checked={shown[kind] === delivery}
                        onChange={() => {
                          change({ ...shown, [kind]: delivery })
                        }}
                      />
                      {t(`settings.notifications.delivery.${delivery}`)}
                    </label>
                  ))}
                </fieldset>
              ))}
              <Checkbox
                label={t('settings.notifications.securityEmails')}
                checked={shown.securityEmails}
                onChange={(event) => {
                  change({ ...shown, securityEmails: event.target.checked })
                }}
              />
            </>
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
