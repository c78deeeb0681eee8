import type { HomeRecord } from '@konzilium/contract/home'
import { insurerLabel } from '@konzilium/contract/codes'
import type { ReactNode } from 'react'
import { formatDay } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { useHomeMessages, type HomeMessageKey } from './home-messages'
import { Section, useDiagnosisName } from './home-parts'

export function PatientHome({ record }: { record: HomeRecord | null }) {
  const { t, locale } = useHomeMessages()
  const diagnosisName = useDiagnosisName()
  if (!record)
    return (
      <Section title={t('section.record')}>
        <p>{t('empty.record')}</p>
      </Section>
    )
  const rows: [HomeMessageKey, ReactNode][] = [
    ['record.birthDate', formatDay(locale, record.birthDate)],
    ['record.insurer', record.insurer ? insurerLabel(record.insurer, locale) : '—'],
    ['record.diagnoses', record.diagnoses.map(diagnosisName).join(', ') || '—'],
    ['record.center', record.center?.name ?? '—'],
    ['record.centerDoctor', record.centerDoctor?.displayName ?? '—'],
    ['record.referringDoctor', record.referringDoctor?.displayName ?? '—'],
  ]
  return (
    <Section
      title={t('section.record')}
      footer={<Link to={to.patient(record.id)}>{t('openRecord')}</Link>}
    >
      <dl className="home-record">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
