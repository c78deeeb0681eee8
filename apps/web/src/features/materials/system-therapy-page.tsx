import { useI18n } from '../../shared/i18n/use-i18n'
import type { MessageKey } from '../../shared/i18n/i18n-store'
import { AppLink } from '../../shared/navigation/app-link'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'

// Every origin here is on the allow-list (shared/navigation/external-url.ts); AppLink would refuse others.
const sources: { href: string; name: MessageKey; text: MessageKey }[] = [
  {
    href: 'https://www.derm.cz',
    name: 'materials.sources.cds.name',
    text: 'materials.sources.cds.text',
  },
  {
    href: 'https://www.revmatologicka-spolecnost.cz',
    name: 'materials.sources.crs.name',
    text: 'materials.sources.crs.text',
  },
  {
    href: 'https://www.sukl.cz',
    name: 'materials.sources.sukl.name',
    text: 'materials.sources.sukl.text',
  },
  {
    href: 'https://www.ema.europa.eu',
    name: 'materials.sources.ema.name',
    text: 'materials.sources.ema.text',
  },
]

/** /materials/system-therapy: where the rules for systemic and biologic therapy come from. */
export function SystemTherapyPage() {
  const { t } = useI18n()
  return (
    <>
      <PageHeader title={t('materials.title')} description={t('materials.description')} />
      <Card title={t('materials.sources.title')}>
        <ul>
          {sources.map((source) => (
            <li key={source.href}>
              <AppLink href={source.href}>{t(source.name)}</AppLink>: {t(source.text)}
            </li>
          ))}
        </ul>
      </Card>
    </>
  )
}
