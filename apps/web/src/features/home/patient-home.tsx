import type { HomeRecord } from '@konzilium/contract/home'
import { insurers } from '@konzilium/contract/codes'
import type { ReactNode } from 'react'
import { formatDate } from '../../shared/i18n/format'
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
  const insurer = insurers.find((i) => i.code === record.insurer)
  const rows: [HomeMessageKey, ReactNode][] = [
    ['record.birthDate', formatDate(locale, new Date(record.birthDate))],
    ['record.insurer', insurer ? `${insurer.code} – ${insurer.abbreviation}` : '—'],
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
