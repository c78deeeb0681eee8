import type { HomePatient, HomeReferralSection } from '@konzilium/contract/home'
import type { ReferralSummary } from '@konzilium/contract/referrals'
import { formatPersonNameLastFirst } from '@konzilium/contract/czech'
import { formatDate } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { Table, type TableColumn } from '../../shared/ui/table'
import { StateChip, UrgencyChip } from '../referrals'
import { useHomeMessages } from './home-messages'
import { Age, AllReferrals, Section, useDiagnosisName } from './home-parts'

/* The referral and patient tables of the doctors' and the admin's homes. */

export type ReferralColumn =
  'patient' | 'state' | 'urgency' | 'diagnosis' | 'from' | 'center' | 'age' | 'created'

/** A card of referrals: the table (captioned by the card's title) and a link to all when cut short. */
export function ReferralSection({
  title,
  section,
  columns,
  empty,
}: {
  title: string
  section: HomeReferralSection
  columns: ReferralColumn[]
  empty: string
}) {
  const { t, locale } = useHomeMessages()
  const diagnosisName = useDiagnosisName()
  const all: Record<ReferralColumn, TableColumn<ReferralSummary>> = {
    patient: {
      key: 'patient',
      header: t('column.patient'),
      render: (r) => <Link to={to.referral(r.id)}>{formatPersonNameLastFirst(r.patient)}</Link>,
    },
    // The referrer's next move (redirect a denied one) sits beside the state chip.
    state: {
      key: 'state',
      header: t('column.state'),
      render: (r) => (
        <span className="home-state">
          <StateChip state={r.state} seenAt={r.seenAt} followedBy={r.followedBy} />
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
    from: { key: 'from', header: t('column.from'), render: (r) => r.fromDoctor.listName },
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
    <Section
      title={title}
      footer={<AllReferrals total={section.total} shown={section.items.length} />}
    >
      <Table<ReferralSummary>
        caption={title}
        columns={columns.map((c) => all[c])}
        rows={section.items}
        rowKey={(r) => r.id}
        emptyText={empty}
      />
    </Section>
  )
}

/** A card of patients, the table captioned by the card's title. */
export function PatientSection({
  title,
  rows,
  empty,
}: {
  title: string
  rows: HomePatient[]
  empty: string
}) {
  const { t, locale } = useHomeMessages()
  const diagnosisName = useDiagnosisName()
  return (
    <Section title={title}>
      <Table<HomePatient>
        caption={title}
        columns={[
          {
            key: 'patient',
            header: t('column.patient'),
            render: (p) => <Link to={to.patient(p.id)}>{formatPersonNameLastFirst(p)}</Link>,
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
    </Section>
  )
}
