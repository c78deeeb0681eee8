import { formatPhone } from '@konzilium/contract/czech'
import type { UserDetail } from '@konzilium/contract/users'

/** The admin's edit form of one user; profile fields keep the envelope's dotted paths as names. */
export type UserEditValues = {
  email: string
  degreesBefore: string
  firstName: string
  lastName: string
  degreesAfter: string
  phone: string
  locale: string
  'peripheralDoctor.practiceName': string
  'peripheralDoctor.ico': string
  'peripheralDoctor.icp': string
  'peripheralDoctor.region': string
  'peripheralDoctor.specialty': string
  'rep.company': string
  'rep.regions': string[]
}

export function userEditValues(user: UserDetail): UserEditValues {
  const practice = user.peripheralDoctor
  return {
    email: user.email,
    degreesBefore: user.degreesBefore ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    degreesAfter: user.degreesAfter ?? '',
    phone: user.phone ? formatPhone(user.phone) : '',
    locale: user.locale ?? '',
    'peripheralDoctor.practiceName': practice?.practiceName ?? '',
    'peripheralDoctor.ico': practice?.ico ?? '',
    'peripheralDoctor.icp': practice?.icp ?? '',
    'peripheralDoctor.region': practice?.region ?? '',
    'peripheralDoctor.specialty': practice?.specialty ?? '',
    'rep.company': user.rep?.company ?? '',
    'rep.regions': [...(user.rep?.regions ?? [])],
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** Form values to `updateUserInputSchema`'s input: only the user's own role's profile is sent. */
export function userEditInput(values: UserEditValues, role: UserDetail['role']) {
  return {
    email: values.email,
    degreesBefore: orNull(values.degreesBefore),
    firstName: values.firstName,
    lastName: values.lastName,
    degreesAfter: orNull(values.degreesAfter),
    phone: orNull(values.phone),
    locale: orNull(values.locale),
    ...(role === 'peripheral_doctor'
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
    ...(role === 'rep'
      ? { rep: { company: orNull(values['rep.company']), regions: values['rep.regions'] } }
      : {}),
  }
}
