import { textAreas, textStates, type Text, type TextArea } from '@konzilium/contract/texts'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { FilterBar } from '../../shared/forms/filter-bar'
import { useDebounced } from '../../shared/forms/use-debounced'
import { formatDateTime } from '../../shared/i18n/format'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Button } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { Pager } from '../../shared/ui/pager'
import { Select } from '../../shared/ui/select'
import { Table, type TableColumn } from '../../shared/ui/table'
import { useTextList } from './api'
import { TextEditor } from './text-editor'
import { useTextsMessages } from './texts-messages'
import './texts.css'

type State = (typeof textStates)[number]
const PAGE_SIZE = 50

/**
 * /app/texts (admins, ADR 038): the platform's editable texts with their state, and the editor of
 * one key in Czech and English side by side. The key being edited is in the address (`?key=`), so
 * Back returns to the list; it names a text of the code, never anything about a patient.
 */
export function TextsPage() {
  const [params, setParams] = useSearchParams()
  const key = params.get('key')
  const open = (next: string | null) => {
    setParams(next ? { key: next } : {})
  }
  return key ? (
    <KeyEditor
      textKey={key}
      onBack={() => {
        open(null)
      }}
    />
  ) : (
    <TextList onOpen={open} />
  )
}

function TextList({ onOpen }: { onOpen: (key: string) => void }) {
  const global = useI18n()
  const { t, locale } = useTextsMessages()
  const [text, setText] = useState('')
  const q = useDebounced(text)
  const [area, setArea] = useState<TextArea | ''>('')
  const [textLocale, setTextLocale] = useState<'cs' | 'en' | ''>('')
  const [state, setState] = useState<State | ''>('')
  const [page, setPage] = useState(1)
  const list = useTextList({
    page,
    pageSize: PAGE_SIZE,
    ...(area ? { area } : {}),
    ...(textLocale ? { locale: textLocale } : {}),
    ...(state ? { state } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
  })
  const total = list.data?.total ?? 0
  const columns: TableColumn<Text>[] = [
    {
      key: 'key',
      header: t('texts.column.key'),
      render: (row) => (
        <Button
          variant="text"
          className="texts-table__key"
          onClick={() => {
            onOpen(row.key)
          }}
        >
          {row.key}
        </Button>
      ),
    },
    { key: 'locale', header: t('texts.column.locale'), render: (row) => row.locale.toUpperCase() },
    {
      key: 'text',
      header: t('texts.column.text'),
      className: 'texts-table__text',
      render: (row) => (row.title ? `${row.title}: ` : '') + row.body.slice(0, 120),
    },
    {
      key: 'state',
      header: t('texts.column.state'),
      render: (row) => (
        <span className="texts-table__states">
          <span className={`text-state text-state--${row.overridden ? 'overridden' : 'default'}`}>
            {t(row.overridden ? 'texts.state.overridden' : 'texts.state.default')}
          </span>
          {row.missingTranslation && (
            <span className="text-state text-state--missing">
              {t('texts.state.missingTranslation')}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'updated',
      header: t('texts.column.updated'),
      render: (row) =>
        row.updatedAt
          ? `${formatDateTime(locale, Date.parse(row.updatedAt))}, ${row.updatedBy?.listName ?? t('texts.unknownAuthor')}`
          : '',
    },
  ]
  /** A filter's change: the value is one of the select's own options. */
  const filter = (set: (value: never) => void) => ({
    onChange: (event: { target: { value: string } }) => {
      set(event.target.value as never)
      setPage(1)
    },
  })
  return (
    <>
      <PageHeader title={global.t('texts.title')} description={global.t('texts.description')} />
      <FilterBar
        className="texts-filters"
        search={{
          label: t('texts.search'),
          value: text,
          onChange: (value) => {
            setText(value)
            setPage(1)
          },
        }}
      >
        <Select
          label={t('texts.filter.area')}
          value={area}
          options={[
            { value: '', label: t('texts.filter.allAreas') },
            ...textAreas.map((value) => ({ value, label: t(`texts.area.${value}`) })),
          ]}
          {...filter(setArea)}
        />
        <Select
          label={t('texts.filter.locale')}
          value={textLocale}
          options={[
            { value: '', label: t('texts.filter.allLocales') },
            { value: 'cs', label: t('texts.locale.cs') },
            { value: 'en', label: t('texts.locale.en') },
          ]}
          {...filter(setTextLocale)}
        />
        <Select
          label={t('texts.filter.state')}
          value={state}
          options={[
            { value: '', label: t('texts.filter.allStates') },
            ...textStates.map((value) => ({ value, label: t(`texts.state.${value}`) })),
          ]}
          {...filter(setState)}
        />
      </FilterBar>
      <Table<Text>
        caption={t('texts.caption', { count: total })}
        className="texts-table"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        status={list}
        emptyText={t('texts.empty')}
      />
      <Pager
        label={t('texts.pagination')}
        page={page}
        total={total}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </>
  )
}

/** Both languages of one key side by side (stacked on a phone). */
function KeyEditor({ textKey, onBack }: { textKey: string; onBack: () => void }) {
  const { t } = useTextsMessages()
  const list = useTextList({ keys: textKey, page: 1, pageSize: 2 })
  const texts = list.data?.items ?? []
  const first = texts[0]
  return (
    <>
      <PageHeader
        title={textKey}
        description={first ? t(`texts.area.${first.area}`) : undefined}
        actions={
          <Button variant="secondary" onClick={onBack}>
            {t('texts.back')}
          </Button>
        }
      />
      {list.isSuccess && texts.length === 0 && <p>{t('texts.empty')}</p>}
      <div className="text-editors">
        {texts.map((text) => (
          <TextEditor key={text.id} text={text} />
        ))}
      </div>
    </>
  )
}
