import type { Locale } from '../../shared/i18n/locale'

export const emptyRegistration = {
  email: '',
  degreesBefore: '',
  firstName: '',
  lastName: '',
  degreesAfter: '',
  phone: '',
  practiceName: '',
  ico: '',
  icp: '',
  icz: '',
  region: '',
  specialty: '',
  termsAccepted: false,
}
export type RegistrationValues = typeof emptyRegistration

/**
 * Form values to `publicRegistrationInputSchema`'s input: empty optional fields become null (the
 * schema would refuse `''` for IČZ or a region), the terms checkbox stays a boolean (the schema wants
 * exactly `true`), and the account's language is the one the doctor is using.
 */
export function registrationInput(values: RegistrationValues, locale: Locale) {
  const orNull = (value: string) => (value.trim() === '' ? null : value)
  return {
    email: values.email,
    degreesBefore: orNull(values.degreesBefore),
    firstName: values.firstName,
    lastName: values.lastName,
    degreesAfter: orNull(values.degreesAfter),
    phone: values.phone,
    practiceName: values.practiceName,
    ico: values.ico.replace(/\s+/g, ''),
    icp: values.icp.replace(/\s+/g, ''),
    icz: orNull(values.icz.replace(/\s+/g, '')),
    region: orNull(values.region),
    specialty: orNull(values.specialty),
    termsAccepted: values.termsAccepted,
    locale,
  }
}
