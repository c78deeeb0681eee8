import { createContext, use, type ReactNode } from 'react'
import { Link } from '../../shared/navigation/link'
import type {
  Home,
  HomeAccount,
  HomeDoctor,
  HomePatient,
  HomeRecord,
  HomeReferralSection,
} from '@konzilium/contract/home'
import type { ReferralSummary } from '@konzilium/contract/referrals'
import { diagnoses, insurers } from '@konzilium/contract/codes'
import { formatPersonNameLastFirst, regions } from '@konzilium/contract/czech'
import { formatDate } from '../../shared/i18n/format'
import { paths } from '../../shared/navigation/paths'
import { AccountStatus } from '../../shared/ui/account-status'
import { ButtonLink } from '../../shared/ui/button'
import '../../shared/ui/card.css'
import { Table, type TableColumn } from '../../shared/ui/table'
import { StateChip, UrgencyChip } from '../referrals'
import { useDashboardMessages, type DashboardMessageKey } from './dashboard-messages'
import { daysSince } from './home-age'

/** Links into the screens that hold the whole row (ids only in the address, never a name). */
const referralLink = (id: string) => `${paths.app.requests}?referral=${encodeURIComponent(id)}`
const patientLink = (id: string) => `${paths.app.detail}?patient=${encodeURIComponent(id)}`
const doctorLink = (id: string) =>
  `${paths.app.doctors}?tab=peripheral&doctor=${encodeURIComponent(id)}`

/**
 * One table of the home in a card. The card's heading is for the eye and the page outline; the
 * table's caption names its scrollable region, so the card itself is no second region by the
 * same name.
 */
function Section({
  title,
  children,
  footer,
}: {
  title: string
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="card home-section">
      <h2 className="card__title">{title}</h2>
      {children}
      {footer && <p className="home-section__footer">{footer}</p>}
    </section>
  )
}

function useDiagnosisName() {
  const { locale } = useDashboardMessages()
  return (code: string) => {
    const found = diagnoses.find((d) => d.code === code)
    return found ? `${code} ${found[locale]}` : code
  }
}

/** When the home's answer arrived: ages are counted to it, so a render stays pure. */
const AnsweredAt = createContext(0)

function Age({ iso }: { iso: string }) {
  const { t, locale } = useDashboardMessages()
  const days = daysSince(iso, use(AnsweredAt))
  return (
    <time dateTime={iso} title={formatDate(locale, new Date(iso))}>
      {days === 0 ? t('age.today') : t('age.days', { count: days })}
    </time>
  )
}

type ReferralColumn =
  'patient' | 'state' | 'urgency' | 'diagnosis' | 'from' | 'center' | 'age' | 'created'

function ReferralTable({
  caption,
  section,
  columns,
  empty,
}: {
  caption: string
  section: HomeReferralSection
  columns: ReferralColumn[]
  empty: string
}) {
  const { t, locale } = useDashboardMessages()
  const diagnosisName = useDiagnosisName()
  const all: Record<ReferralColumn, TableColumn<ReferralSummary>> = {
    patient: {
      key: 'patient',
      header: t('column.patient'),
      render: (r) => <Link to={referralLink(r.id)}>{formatPersonNameLastFirst(r.patient)}</Link>,
    },
    // The referrer's next move (redirect a denied one) sits beside the state chip.
    state: {
      key: 'state',
      header: t('column.state'),
      render: (r) => (
        <span className="home-state">
          <StateChip state={r.state} seenAt={r.seenAt} />
          {r.nextMove === 'referrer' && (
            <span className="home-state__move">{t('move.referrer')}</span>
          )}
        </span>
      ),
    },
    urgency: {
      key: 'urgency',
      header: t('column.urgency'),
      render: (r) => <UrgencyChip urgency={r.urgency} />,
    },
    diagnosis: {
      key: 'diagnosis',
      header: t('column.diagnosis'),
      render: (r) => <span title={diagnosisName(r.diagnosis)}>{r.diagnosis}</span>,
    },
    from: { key: 'from', header: t('column.from'), render: (r) => r.fromDoctor.displayName },
    center: { key: 'center', header: t('column.center'), render: (r) => r.center.name },
    age: { key: 'age', header: t('column.age'), render: (r) => <Age iso={r.createdAt} /> },
    created: {
      key: 'created',
      header: t('column.created'),
      render: (r) => (
        <time dateTime={r.createdAt}>{formatDate(locale, new Date(r.createdAt))}</time>
      ),
    },
  }
  return (
    <Table<ReferralSummary>
      caption={caption}
      columns={columns.map((c) => all[c])}
      rows={section.items}
      rowKey={(r) => r.id}
      emptyText={empty}
    />
  )
}

function AllReferrals({ total, shown }: { total: number; shown: number }) {
  const { t } = useDashboardMessages()
  if (total <= shown) return null
  return <Link to={paths.app.requests}>{t('allReferrals', { count: total })}</Link>
}

function PatientTable({
  caption,
  rows,
  empty,
}: {
  caption: string
  rows: HomePatient[]
  empty: string
}) {
  const { t, locale } = useDashboardMessages()
  const diagnosisName = useDiagnosisName()
  return (
    <Table<HomePatient>
      caption={caption}
      columns={[
        {
          key: 'patient',
          header: t('column.patient'),
          render: (p) => <Link to={patientLink(p.id)}>{formatPersonNameLastFirst(p)}</Link>,
        },
        {
          key: 'diagnosis',
          header: t('column.diagnosis'),
          render: (p) =>
            p.diagnoses.map((code) => (
              <span key={code} title={diagnosisName(code)} className="home-code">
                {code}
              </span>
            )),
        },
        {
          key: 'activity',
          header: t('column.lastActivity'),
          render: (p) => (
            <time dateTime={p.lastActivityAt}>
              {formatDate(locale, new Date(p.lastActivityAt))}
            </time>
          ),
        },
      ]}
      rows={rows}
      rowKey={(p) => p.id}
      emptyText={empty}
    />
  )
}

function CenterDoctorHome({ home }: { home: Extract<Home, { role: 'center_doctor' }> }) {
  const { t } = useDashboardMessages()
  return (
    <>
      <Section
        title={t('section.newReferrals')}
        footer={
          <AllReferrals total={home.newReferrals.total} shown={home.newReferrals.items.length} />
        }
      >
        <ReferralTable
          caption={t('section.newReferrals')}
          section={home.newReferrals}
          columns={['patient', 'urgency', 'diagnosis', 'from', 'age']}
          empty={t('empty.newReferrals')}
        />
      </Section>
      <Section
        title={t('section.seenReferrals')}
        footer={
          <AllReferrals total={home.seenReferrals.total} shown={home.seenReferrals.items.length} />
        }
      >
        <ReferralTable
          caption={t('section.seenReferrals')}
          section={home.seenReferrals}
          columns={['patient', 'urgency', 'diagnosis', 'from', 'age']}
          empty={t('empty.pendingReferrals')}
        />
      </Section>
      <Section title={t('section.centerPatients')}>
        <PatientTable
          caption={t('section.centerPatients')}
          rows={home.patients}
          empty={t('empty.centerPatients')}
        />
      </Section>
    </>
  )
}

function PeripheralDoctorHome({ home }: { home: Extract<Home, { role: 'peripheral_doctor' }> }) {
  const { t } = useDashboardMessages()
  return (
    <>
      <Section
        title={t('section.openReferrals')}
        footer={
          <AllReferrals total={home.openReferrals.total} shown={home.openReferrals.items.length} />
        }
      >
        <ReferralTable
          caption={t('section.openReferrals')}
          section={home.openReferrals}
          columns={['patient', 'state', 'center', 'created']}
          empty={t('empty.openReferrals')}
        />
      </Section>
      <Section title={t('section.patients')}>
        <PatientTable
          caption={t('section.patients')}
          rows={home.patients}
          empty={t('empty.patients')}
        />
      </Section>
    </>
  )
}

const regionName = (code: string | null) =>
  regions.find((r) => r.code === code)?.name ?? code ?? '—'

function RepHome({ home }: { home: Extract<Home, { role: 'rep' }> }) {
  const { t, locale } = useDashboardMessages()
  const { doctors } = home
  return (
    <Section
      title={t('section.doctors')}
      footer={
        doctors.items.length === 0 ? (
          <ButtonLink to={paths.app.usersAdd} variant="secondary" small>
            {t('inviteDoctor')}
          </ButtonLink>
        ) : doctors.total > doctors.items.length ? (
          <Link to={`${paths.app.doctors}?tab=peripheral`}>
            {t('allDoctors', { count: doctors.total })}
          </Link>
        ) : null
      }
    >
      <Table<HomeDoctor>
        caption={t('section.doctors')}
        columns={[
          {
            key: 'doctor',
            header: t('column.doctor'),
            render: (d) => <Link to={doctorLink(d.id)}>{d.displayName}</Link>,
          },
          { key: 'practice', header: t('column.practice'), render: (d) => d.practiceName ?? '—' },
          { key: 'region', header: t('column.region'), render: (d) => regionName(d.region) },
          {
            key: 'status',
            header: t('column.status'),
            render: (d) => <AccountStatus status={d.status} />,
          },
          {
            key: 'invited',
            header: t('column.invited'),
            render: (d) => (
              <time dateTime={d.invitedAt}>{formatDate(locale, new Date(d.invitedAt))}</time>
            ),
          },
        ]}
        rows={doctors.items}
        rowKey={(d) => d.id}
        emptyText={t('empty.doctors')}
      />
    </Section>
  )
}

function AccountTable({
  caption,
  rows,
  empty,
  date,
}: {
  caption: string
  rows: HomeAccount[]
  empty: string
  date: 'createdAt' | 'lockedAt'
}) {
  const { t, locale } = useDashboardMessages()
  return (
    <Table<HomeAccount>
      caption={caption}
      columns={[
        { key: 'name', header: t('column.name'), render: (a) => a.displayName },
        { key: 'email', header: t('column.email'), render: (a) => a.email },
        { key: 'role', header: t('column.role'), render: (a) => t(`role.${a.role}`) },
        {
          key: 'status',
          header: t('column.status'),
          render: (a) => <AccountStatus status={a.status} />,
        },
        {
          key: 'date',
          header: date === 'lockedAt' ? t('column.locked') : t('column.date'),
          render: (a) => {
            const value = a[date]
            return value ? <time dateTime={value}>{formatDate(locale, new Date(value))}</time> : '—'
          },
        },
      ]}
      rows={rows}
      rowKey={(a) => a.id}
      emptyText={empty}
    />
  )
}

function AdminHome({ home }: { home: Extract<Home, { role: 'admin' }> }) {
  const { t } = useDashboardMessages()
  return (
    <>
      <Section
        title={t('section.pendingReferrals')}
        footer={
          <AllReferrals
            total={home.pendingReferrals.total}
            shown={home.pendingReferrals.items.length}
          />
        }
      >
        <ReferralTable
          caption={t('section.pendingReferrals')}
          section={home.pendingReferrals}
          columns={['patient', 'state', 'center', 'urgency', 'age']}
          empty={t('empty.pendingReferrals')}
        />
      </Section>
      <Section title={t('section.registrations')}>
        <AccountTable
          caption={t('section.registrations')}
          rows={home.registrations}
          empty={t('empty.registrations')}
          date="createdAt"
        />
      </Section>
      <Section title={t('section.locked')}>
        <AccountTable
          caption={t('section.locked')}
          rows={home.lockedUsers}
          empty={t('empty.locked')}
          date="lockedAt"
        />
      </Section>
    </>
  )
}

function PatientHome({ record }: { record: HomeRecord | null }) {
  const { t, locale } = useDashboardMessages()
  const diagnosisName = useDiagnosisName()
  if (!record)
    return (
      <Section title={t('section.record')}>
        <p>{t('empty.record')}</p>
      </Section>
    )
  const insurer = insurers.find((i) => i.code === record.insurer)
  const rows: [DashboardMessageKey, ReactNode][] = [
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
      footer={<Link to={patientLink(record.id)}>{t('openRecord')}</Link>}
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

/** The home's sections of the caller's role; `answeredAt` is when the answer arrived. */
export function HomeSections({ home, answeredAt }: { home: Home; answeredAt: number }) {
  return (
    <AnsweredAt value={answeredAt}>
      <RoleSections home={home} />
    </AnsweredAt>
  )
}

function RoleSections({ home }: { home: Home }) {
  switch (home.role) {
    case 'center_doctor':
      return <CenterDoctorHome home={home} />
    case 'peripheral_doctor':
      return <PeripheralDoctorHome home={home} />
    case 'rep':
      return <RepHome home={home} />
    case 'admin':
      return <AdminHome home={home} />
    case 'patient':
      return <PatientHome record={home.record} />
  }
}

/** The one action of the peripheral doctor's home: a new referral. */
export function NewReferralAction() {
  const { t } = useDashboardMessages()
  return <ButtonLink to={`${paths.app.requests}?new=1`}>{t('newReferral')}</ButtonLink>
}
