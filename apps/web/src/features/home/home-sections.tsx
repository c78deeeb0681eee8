import type { Home } from '@konzilium/contract/home'
import { AdminHome } from './admin-home'
import { CenterDoctorHome, PeripheralDoctorHome } from './doctor-homes'
import { AnsweredAt } from './home-parts'
import { PatientHome } from './patient-home'
import { RepHome } from './rep-home'

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
