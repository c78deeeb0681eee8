import type { Home, HomeDoctor } from '@konzilium/contract/home'
import { regions } from '@konzilium/contract/czech'
import { formatDate } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { paths, to } from '../../shared/navigation/paths'
import { AccountStatus } from '../../shared/ui/account-status'
import { ButtonLink } from '../../shared/ui/button'
import { Table } from '../../shared/ui/table'
import { useHomeMessages } from './home-messages'
import { Section } from './home-parts'

const regionName = (code: string | null) =>
  regions.find((r) => r.code === code)?.name ?? code ?? '—'

export function RepHome({ home }: { home: Extract<Home, { role: 'rep' }> }) {
  const { t, locale } = useHomeMessages()
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
          <Link to={to.doctors({ tab: 'peripheral' })}>
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
            render: (d) => (
              <Link to={to.doctors({ tab: 'peripheral', doctor: d.id })}>{d.listName}</Link>
            ),
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
