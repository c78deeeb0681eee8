import type { Home } from '@konzilium/contract/home'
import { paths } from '../../shared/navigation/paths'
import { ButtonLink } from '../../shared/ui/button'
import { useDashboardMessages } from './dashboard-messages'
import { AllReferrals, Section } from './home-parts'
import { PatientTable, ReferralTable } from './home-tables'

export function CenterDoctorHome({ home }: { home: Extract<Home, { role: 'center_doctor' }> }) {
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

export function PeripheralDoctorHome({
  home,
}: {
  home: Extract<Home, { role: 'peripheral_doctor' }>
}) {
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

/** The one action of the peripheral doctor's home: a new referral. */
export function NewReferralAction() {
  const { t } = useDashboardMessages()
  return <ButtonLink to={`${paths.app.requests}?new=1`}>{t('newReferral')}</ButtonLink>
}
