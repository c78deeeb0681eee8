import { setLocale } from '../../shared/i18n/i18n-store'
import { isLocale } from '../../shared/i18n/locale'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Card } from '../../shared/ui/card'

export function LanguageSettings() {
  const { t, locale } = useI18n()
  return (
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
                if (isLocale(event.target.value)) void setLocale(event.target.value)
              }}
            />{' '}
            <span lang={value}>{value === 'cs' ? 'Čeština' : 'English'}</span>
          </label>
        ))}
      </fieldset>
      <p>{t('settings.language.hint')}</p>
    </Card>
  )
}
