import { formsEndpoints } from '@konzilium/contract/endpoints/forms'
import type { FormSort, FormSummary } from '@konzilium/contract/forms'
import { useState } from 'react'
import { formatDay, formatNumber } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { mayCall } from '../../shared/session/may-call'
import { useSessionUser } from '../../shared/session/use-session-user'
import { ButtonLink } from '../../shared/ui/button'
import { Card } from '../../shared/ui/card'
import { pageCount, Pager } from '../../shared/ui/pager'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useScoreWords } from '../calculators'
import { useFormList } from './api'
import { useFormsMessages } from './forms-messages'
import './forms.css'

const PAGE_SIZE = 10

/**
 * "Examinations" on a patient's record: the patient's forms in the one data table, the newest
 * examination first, each opening its read-only view; "New examination" for whoever may write
 * the record (`mayWrite`: the record says whether this caller may change it). A patient signed in
 * sees the own list, read-only. Page and order stay in this card's state, not the address.
 */
export function PatientExaminations(props: { patientId: string; mayWrite: boolean }) {
  const role = useSessionUser()?.role
  if (!mayCall(role, formsEndpoints.listForms)) return null
  return <ExaminationList {...props} />
}

function ExaminationList({ patientId, mayWrite }: { patientId: string; mayWrite: boolean }) {
  const { t } = useFormsMessages()
  const role = useSessionUser()?.role
  const columns = useColumns()
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<FormSort>('-examinedOn')
  const list = useFormList({ patientId, page, pageSize: PAGE_SIZE, sort })
  const total = list.data?.total ?? 0
  return (
    <Card title={t('list.title')} className="forms-list">
      <Table<FormSummary, FormSort>
        caption={t('list.caption', { count: total })}
        columns={columns}
        rows={list.data?.items}
        rowKey={(form) => form.id}
        status={list}
        emptyText={t('list.empty')}
        errorText={t('list.loadError')}
        sort={{
          current: sort,
          onSort: (next) => {
            setSort(next)
            setPage(1)
          },
        }}
      />
      {pageCount(total, PAGE_SIZE) > 1 && (
        <Pager
          label={t('list.pages')}
          page={page}
          total={total}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
      )}
      {mayWrite && mayCall(role, formsEndpoints.createForm) && (
        <ButtonLink to={to.newExamination(patientId)} className="print-sheet__hide">
          {t('list.new')}
        </ButtonLink>
      )}
    </Card>
  )
}

function useColumns(): TableColumn<FormSummary, FormSort>[] {
  const { t, locale } = useFormsMessages()
  const words = useScoreWords()
  return [
    {
      key: 'examinedOn',
      header: t('form.examinedOn'),
      sort: 'examinedOn',
      render: (form) => (
        <Link to={to.examination(form.id)}>{formatDay(locale, form.examinedOn)}</Link>
      ),
    },
    {
      key: 'kind',
      header: t('form.kind'),
      render: (form) => t(`kind.${form.kind}`),
    },
    {
      key: 'scores',
      header: t('form.scores'),
      render: (form) =>
        form.scores.length === 0
          ? '—'
          : form.scores
              .map(
                (s) =>
                  `${words.name(s.score)} ${formatNumber(locale, s.display)}${words.unit(s.score)}`,
              )
              .join(', '),
    },
    {
      key: 'treatment',
      header: t('form.treatment'),
      render: (form) => (form.drugs.length === 0 ? '—' : form.drugs.join(', ')),
    },
    {
      key: 'attachments',
      header: t('attachments.title'),
      render: (form) => formatNumber(locale, form.attachmentCount),
    },
    {
      key: 'author',
      header: t('read.author'),
      render: (form) => form.author?.displayName ?? t('read.byPatient'),
    },
  ]
}
