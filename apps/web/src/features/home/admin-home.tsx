import type { Home, HomeAccount } from '@konzilium/contract/home'
import { formatDate } from '../../shared/i18n/format'
import { AccountStatus } from '../../shared/ui/account-status'
import { Table } from '../../shared/ui/table'
import { AnnouncementCard, NotificationStatisticsCard } from '../notifications'
import { useHomeMessages } from './home-messages'
import { Section } from './home-parts'
import { ReferralSection } from './home-tables'

/** A card of accounts with the date that matters (created or locked). */
function AccountSection({
  title,
  rows,
  empty,
  date,
}: {
  title: string
  rows: HomeAccount[]
  empty: string
  date: 'createdAt' | 'lockedAt'
}) {
  const { t, locale } = useHomeMessages()
  return (
    <Section title={title}>
      <Table<HomeAccount>
        caption={title}
        columns={[
          { key: 'name', header: t('column.name'), render: (a) => a.listName },
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
              return value ? (
                <time dateTime={value}>{formatDate(locale, new Date(value))}</time>
              ) : (
                '—'
              )
            },
          },
        ]}
        rows={rows}
        rowKey={(a) => a.id}
        emptyText={empty}
      />
    </Section>
  )
}

export function AdminHome({ home }: { home: Extract<Home, { role: 'admin' }> }) {
  const { t } = useHomeMessages()
  return (
    <>
      <ReferralSection
        title={t('section.pendingReferrals')}
        section={home.pendingReferrals}
        columns={['patient', 'state', 'center', 'urgency', 'age']}
        empty={t('empty.pendingReferrals')}
      />
      <AccountSection
        title={t('section.registrations')}
        rows={home.registrations}
        empty={t('empty.registrations')}
        date="createdAt"
      />
      <AccountSection
        title={t('section.locked')}
        rows={home.lockedUsers}
        empty={t('empty.locked')}
        date="lockedAt"
      />
      <NotificationStatisticsCard />
      <AnnouncementCard />
    </>
  )
}
