import { formatPhone } from '@konzilium/contract/czech'
import type { OwnProfile } from '@konzilium/contract/users'

/** The own-profile form: flat fields; profile fields keep the envelope's dotted paths as names. */
export type ProfileValues = {
  degreesBefore: string
  firstName: string
  lastName: string
  degreesAfter: string
  phone: string
  'peripheralDoctor.practiceName': string
  'peripheralDoctor.ico': string
  'peripheralDoctor.icp': string
  'peripheralDoctor.region': string
  'peripheralDoctor.specialty': string
  'rep.company': string
}

export function profileValues(profile: OwnProfile): ProfileValues {
  const practice = profile.peripheralDoctor
  return {
    degreesBefore: profile.degreesBefore ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    degreesAfter: profile.degreesAfter ?? '',
    phone: profile.phone ? formatPhone(profile.phone) : '',
    'peripheralDoctor.practiceName': practice?.practiceName ?? '',
    'peripheralDoctor.ico': practice?.ico ?? '',
    'peripheralDoctor.icp': practice?.icp ?? '',
    'peripheralDoctor.region': practice?.region ?? '',
    'peripheralDoctor.specialty': practice?.specialty ?? '',
    'rep.company': profile.rep?.company ?? '',
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/**
 * Form values to `updateOwnProfileInputSchema`'s input: empty optional fields are null, only the
 * profile of the user's own role is sent (another role's profile is refused), the language stays
 * as it is (the settings page owns it).
 */
export function profileInput(values: ProfileValues, profile: Pick<OwnProfile, 'role' | 'locale'>) {
  return {
    degreesBefore: orNull(values.degreesBefore),
    firstName: values.firstName,
    lastName: values.lastName,
    degreesAfter: orNull(values.degreesAfter),
    phone: orNull(values.phone),
    locale: profile.locale,
    ...(profile.role === 'peripheral_doctor'
      ? {
          peripheralDoctor: {
            practiceName: orNull(values['peripheralDoctor.practiceName']),
            ico: orNull(values['peripheralDoctor.ico'].replace(/\s+/g, '')),
            icp: orNull(values['peripheralDoctor.icp'].replace(/\s+/g, '')),
            region: orNull(values['peripheralDoctor.region']),
            specialty: orNull(values['peripheralDoctor.specialty']),
          },
        }
      : {}),
    ...(profile.role === 'rep' ? { rep: { company: orNull(values['rep.company']) } } : {}),
  }
}
