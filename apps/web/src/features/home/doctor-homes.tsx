import type { Home } from '@konzilium/contract/home'
import { to } from '../../shared/navigation/paths'
import { ButtonLink } from '../../shared/ui/button'
import { useHomeMessages } from './home-messages'
import { PatientSection, ReferralSection } from './home-tables'

export function CenterDoctorHome({ home }: { home: Extract<Home, { role: 'center_doctor' }> }) {
  const { t } = useHomeMessages()
  return (
    <>
      <ReferralSection
        title={t('section.newReferrals')}
        section={home.newReferrals}
        columns={['patient', 'urgency', 'diagnosis', 'from', 'age']}
        empty={t('empty.newReferrals')}
      />
      <ReferralSection
        title={t('section.seenReferrals')}
        section={home.seenReferrals}
        columns={['patient', 'urgency', 'diagnosis', 'from', 'age']}
        empty={t('empty.pendingReferrals')}
      />
      <PatientSection
        title={t('section.centerPatients')}
        rows={home.patients}
        empty={t('empty.centerPatients')}
      />
    </>
  )
}

export function PeripheralDoctorHome({
  home,
}: {
  home: Extract<Home, { role: 'peripheral_doctor' }>
}) {
  const { t } = useHomeMessages()
  return (
    <>
      <ReferralSection
        title={t('section.openReferrals')}
        section={home.openReferrals}
        columns={['patient', 'state', 'center', 'created']}
        empty={t('empty.openReferrals')}
      />
      <PatientSection
        title={t('section.patients')}
        rows={home.patients}
        empty={t('empty.patients')}
      />
    </>
  )
}

/** The one action of the peripheral doctor's home: a new referral. */
export function NewReferralAction() {
  const { t } = useHomeMessages()
  return <ButtonLink to={to.newReferral()}>{t('newReferral')}</ButtonLink>
}
