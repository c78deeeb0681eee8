import { regions } from '@konzilium/contract/czech'
import { representativesEndpoints } from '@konzilium/contract/endpoints/representatives'
import { invitationsEndpoints } from '@konzilium/contract/endpoints/invitations'
import { mayCall } from '../../shared/session/may-call'
import type { Rep, RepSort } from '@konzilium/contract/representatives'
import { useQueryStates } from 'nuqs'
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7'
import { RegionChecklist } from '../../shared/forms/czech-selects'
import { useForm } from '../../shared/forms/use-form'
import { useI18n } from '../../shared/i18n/use-i18n'
import { paths, to } from '../../shared/navigation/paths'
import { useSessionUser } from '../../shared/session/use-session-user'
import { ButtonLink } from '../../shared/ui/button'
import { PageHeader } from '../../shared/ui/page-header'
import { exportsEndpoints } from '@konzilium/contract/endpoints/exports'
import { ExportButton } from '../exports'
import { TextField } from '../../shared/ui/text-field'
import {
  orNull,
  PeopleList,
  PersonDetailHeader,
  PersonEditCard,
  PersonFacts,
  personInput,
  personValues,
  RegionFilter,
  ResendInvitation,
} from '../doctors'
import { repKeys, useRep, useRepList, useUpdateRep } from './api'
import { useRepresentativesMessages } from './representatives-messages'
import { REPRESENTATIVES_PAGE_SIZE, representativesQueryParsers } from './representatives-query'

const regionNames = (codes: readonly string[]) =>
  codes.map((code) => regions.find((region) => region.code === code)?.name ?? code).join(', ')

/** /app/representants: pharma representatives and the regions they cover. */
export function RepresentativesPage() {
  return (
    <NuqsAdapter>
      <RepresentativesScreen />
    </NuqsAdapter>
  )
}

function RepresentativesScreen() {
  const { t, locale } = useI18n()
  const m = useRepresentativesMessages()
  const role = useSessionUser()?.role
  const [state, setState] = useQueryStates(representativesQueryParsers, {
    history: 'push',
    shallow: false,
  })
  const update = (change: Partial<typeof state>) => {
    void setState({ ...state, page: 1, ...change })
  }
  // The list's filters, search and sort: its pages and its export read the same.
  const filters = {
    q: state.q,
    sort: state.sort,
    ...(state.region ? { region: state.region } : {}),
    ...(state.status ? { status: state.status } : {}),
  }
  const list = useRepList({ ...filters, page: state.page, pageSize: REPRESENTATIVES_PAGE_SIZE })

  if (state.rep) {
    return (
      <>
        <PersonDetailHeader
          m={m}
          onBack={() => {
            void setState({ ...state, rep: null })
          }}
        />
        <RepDetail id={state.rep} />
      </>
    )
  }

  return (
    <>
      <PageHeader
        title={t('representatives.title')}
        description={t('representatives.description')}
        actions={
          <>
            <ExportButton
              endpoint={exportsEndpoints.exportReps}
              query={{ ...filters, q: filters.q.trim() }}
              fileName={locale === 'cs' ? 'reprezentanti' : 'representatives'}
            />
            {role && mayCall(role, invitationsEndpoints.inviteRep) ? (
              <ButtonLink to={paths.app.usersAdd}>{m.t('invite')}</ButtonLink>
            ) : null}
          </>
        }
      />
      <PeopleList<Rep, RepSort>
        m={m}
        state={state}
        update={update}
        pageSize={REPRESENTATIVES_PAGE_SIZE}
        caption={(count) => m.t('caption', { count })}
        filters={
          <RegionFilter
            m={m}
            value={state.region}
            onChange={(region) => {
              update({ region })
            }}
          />
        }
        columns={[
          {
            key: 'company',
            header: m.t('column.company'),
            sort: 'company',
            render: (rep) => rep.company ?? '—',
          },
          {
            key: 'regions',
            header: m.t('column.regions'),
            render: (rep) => regionNames(rep.regions),
          },
        ]}
        list={list}
        href={(rep) => to.representatives({ rep: rep.id })}
        onOpen={(rep) => {
          update({ rep: rep.id, page: state.page })
        }}
      />
    </>
  )
}

const updateRepSchema = () =>
  import('@konzilium/contract/representatives').then((m) => m.updateRepInputSchema)
/** Only an admin sets the regions; a rep editing itself sends them unchanged and sees them listed. */
function RepForm({ rep }: { rep: Rep }) {
  const m = useRepresentativesMessages()
  const setsRegions = useSessionUser()?.role === 'admin'
  const update = useUpdateRep(rep.id)
  const form = useForm({
    initialValues: {
      ...personValues(rep),
      company: rep.company ?? '',
      regions: [...rep.regions] as string[],
    },
    schema: updateRepSchema,
    toInput: (values) => ({
      ...personInput(values),
      company: orNull(values.company),
      regions: values.regions,
    }),
  })
  return (
    <PersonEditCard m={m} form={form} save={update}>
      <div className="form-grid">
        <TextField label={m.t('field.phone')} type="tel" {...form.bind('phone')} />
        <TextField label={m.t('column.company')} {...form.bind('company')} />
      </div>
      {setsRegions ? (
        <RegionChecklist
          legend={m.t('column.regions')}
          value={form.values.regions}
          onChange={(next) => {
            form.setValue('regions', next)
          }}
          error={form.errorOf('regions')}
        />
      ) : (
        <p className="profile-note">{m.t('regions.adminOnly')}</p>
      )}
    </PersonEditCard>
  )
}

function RepDetail({ id }: { id: string }) {
  const { t } = useI18n()
  const m = useRepresentativesMessages()
  const role = useSessionUser()?.role
  const rep = useRep(id)
  if (!rep.data) return <p>{rep.isError ? t('form.loadFailed') : t('form.loading')}</p>
  const data = rep.data
  return (
    <div className="doctor-detail">
      <PersonFacts m={m} person={data}>
        <dt>{m.t('column.company')}</dt>
        <dd>{data.company ?? '—'}</dd>
        <dt>{m.t('column.regions')}</dt>
        <dd>{regionNames(data.regions)}</dd>
      </PersonFacts>
      {role && mayCall(role, invitationsEndpoints.resendRepInvitation) && (
        <ResendInvitation m={m} person={data} role="rep" refresh={repKeys.all} />
      )}
      {role && mayCall(role, representativesEndpoints.updateRep) && (
        <RepForm key={data.id} rep={data} />
      )}
    </div>
  )
}
