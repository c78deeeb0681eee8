import type { SessionInfo } from '@konzilium/contract/session'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { useProfileMessages } from './profile-messages'
import { Button } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { Table } from '../../shared/ui/table'
import { useEndSessions, useOwnSessions } from '../auth'
import { describeUserAgent } from './user-agent'

/** The caller's live sessions (`GET /api/auth/sessions`): end one, or all but this one. */
export function SessionsCard() {
  const global = useI18n()
  const { t, locale } = useProfileMessages()
  const sessions = useOwnSessions(true)
  const end = useEndSessions()
  const items = sessions.data?.items ?? []
  const others = items.filter((item) => !item.current).length
  const when = (iso: string) => formatDateTime(locale, Date.parse(iso))
  return (
    <Card title={t('sessions.title')}>
      <p className="profile-note">{t('sessions.description')}</p>
      {sessions.isPending ? (
        <p role="status">{global.t('form.loading')}</p>
      ) : (
        <Table<SessionInfo>
          caption={t('sessions.caption')}
          rows={items}
          rowKey={(row) => row.id}
          emptyText={t('sessions.empty')}
          columns={[
            {
              key: 'device',
              header: t('sessions.device'),
              render: (row) => (
                <>
                  {describeUserAgent(row.userAgent) ?? t('sessions.unknownDevice')}
                  {row.current && <span className="badge">{t('sessions.current')}</span>}
                  {row.ip && <span className="profile-muted"> {row.ip}</span>}
                </>
              ),
            },
            { key: 'created', header: t('sessions.created'), render: (row) => when(row.createdAt) },
            { key: 'used', header: t('sessions.lastUsed'), render: (row) => when(row.lastUsedAt) },
            {
              key: 'end',
              header: t('sessions.action'),
              render: (row) =>
                row.current ? (
                  '—'
                ) : (
                  <Button
                    variant="secondary"
                    small
                    disabled={end.isPending}
                    aria-label={t('sessions.endOne', {
                      device: describeUserAgent(row.userAgent) ?? t('sessions.unknownDevice'),
                      date: when(row.createdAt),
                    })}
                    onClick={() => {
                      end.mutate(row.id)
                    }}
                  >
                    {t('sessions.end')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      <div className="form-actions">
        <Button
          variant="secondary"
          disabled={others === 0 || end.isPending}
          onClick={() => {
            end.mutate('others')
          }}
        >
          {t('sessions.endOthers')}
        </Button>
        {end.isSuccess && <span role="status">{t('sessions.ended')}</span>}
      </div>
    </Card>
  )
}
