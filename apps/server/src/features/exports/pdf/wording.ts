import type { ReportLanguage } from '@konzilium/contract/exports/client-page'
import type { ReferralEventType, ReferralState } from '@konzilium/contract/referrals'
import type { Sex, Urgency } from '@konzilium/contract/codes'

/** The words of the PDF documents in Czech and English (ADR 044). */
type Words = {
  patientTitle: string
  referralTitle: string
  made: (when: string, by: string | null) => string
  footer: string
  page: (page: number, pages: number) => string
  personal: string
  lastName: string
  firstName: string
  birthNumber: string
  birthDate: string
  sex: string
  email: string
  phone: string
  address: string
  insurance: string
  insurer: string
  care: string
  referringDoctor: string
  center: string
  centerDoctor: string
  diagnoses: string
  referrals: string
  noReferrals: string
  date: string
  diagnosis: string
  urgency: string
  state: string
  scores: string
  referralScores: string
  noScores: string
  score: string
  value: string
  formulaVersion: string
  referral: string
  from: string
  workplace: string
  contact: string
  note: string
  created: string
  decided: string
  assignedDoctor: string
  firstVisit: string
  reason: string
  comment: string
  previousTreatments: string
  currentTreatments: string
  noTreatments: string
  drug: string
  dose: string
  period: string
  outcome: string
  history: string
  event: string
  who: string
  patient: string
  sexes: Record<Sex, string>
  states: Record<ReferralState, string>
  urgencies: Record<Urgency, string>
  events: Record<ReferralEventType, string>
}

const cs: Words = {
  patientTitle: 'Souhrn pacienta',
  referralTitle: 'Žádost o převzetí do péče',
  made: (when, by) => `Vytvořeno ${when}${by ? ` · ${by}` : ''}`,
  footer: 'Konzilium · Důvěrné: obsahuje údaje o zdravotním stavu',
  page: (page, pages) => `Strana ${page} z ${pages}`,
  personal: 'Osobní údaje',
  lastName: 'Příjmení',
  firstName: 'Jméno',
  birthNumber: 'Rodné číslo',
  birthDate: 'Datum narození',
  sex: 'Pohlaví',
  email: 'E-mail',
  phone: 'Telefon',
  address: 'Adresa',
  insurance: 'Pojištění',
  insurer: 'Zdravotní pojišťovna',
  care: 'Péče',
  referringDoctor: 'Odesílající lékař',
  center: 'Centrum',
  centerDoctor: 'Ošetřující lékař centra',
  diagnoses: 'Diagnózy',
  referrals: 'Žádosti o převzetí',
  noReferrals: 'Pacient nemá žádné žádosti.',
  date: 'Datum',
  diagnosis: 'Diagnóza',
  urgency: 'Naléhavost',
  state: 'Stav',
  scores: 'Skóre a jejich vývoj',
  referralScores: 'Skóre',
  noScores: 'Žádná skóre.',
  score: 'Skóre',
  value: 'Hodnota',
  formulaVersion: 'Verze vzorce',
  referral: 'Žádost',
  from: 'Odesílající lékař',
  workplace: 'Pracoviště',
  contact: 'Kontakt',
  note: 'Poznámka',
  created: 'Odesláno',
  decided: 'Rozhodnuto',
  assignedDoctor: 'Přidělený lékař',
  firstVisit: 'První návštěva',
  reason: 'Důvod',
  comment: 'Komentář',
  previousTreatments: 'Předchozí léčba',
  currentTreatments: 'Současná léčba',
  noTreatments: 'Neuvedena.',
  drug: 'Lék',
  dose: 'Dávkování',
  period: 'Období',
  outcome: 'Výsledek',
  history: 'Historie',
  event: 'Událost',
  who: 'Kdo',
  patient: 'Pacient',
  sexes: { female: 'žena', male: 'muž' },
  states: { pending: 'čeká', accepted: 'přijata', denied: 'zamítnuta', cancelled: 'zrušena' },
  urgencies: { routine: 'běžná', priority: 'přednostní', urgent: 'akutní' },
  events: {
    created: 'odeslána',
    seen: 'zobrazena centrem',
    accepted: 'přijata',
    denied: 'zamítnuta',
    cancelled: 'zrušena',
    redirected: 'přesměrována',
    resubmitted: 'odeslána znovu',
    closed: 'uzavřena',
  },
}

const en: Words = {
  patientTitle: 'Patient summary',
  referralTitle: 'Referral request',
  made: (when, by) => `Created ${when}${by ? ` · ${by}` : ''}`,
  footer: 'Konzilium · Confidential: contains health data',
  page: (page, pages) => `Page ${page} of ${pages}`,
  personal: 'Personal data',
  lastName: 'Last name',
  firstName: 'First name',
  birthNumber: 'Birth number',
  birthDate: 'Date of birth',
  sex: 'Sex',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  insurance: 'Insurance',
  insurer: 'Health insurer',
  care: 'Care',
  referringDoctor: 'Referring doctor',
  center: 'Centre',
  centerDoctor: 'Treating centre doctor',
  diagnoses: 'Diagnoses',
  referrals: 'Referrals',
  noReferrals: 'The patient has no referrals.',
  date: 'Date',
  diagnosis: 'Diagnosis',
  urgency: 'Urgency',
  state: 'State',
  scores: 'Scores over time',
  referralScores: 'Scores',
  noScores: 'No scores.',
  score: 'Score',
  value: 'Value',
  formulaVersion: 'Formula version',
  referral: 'Referral',
  from: 'Referring doctor',
  workplace: 'Workplace',
  contact: 'Contact',
  note: 'Note',
  created: 'Sent',
  decided: 'Decided',
  assignedDoctor: 'Assigned doctor',
  firstVisit: 'First visit',
  reason: 'Reason',
  comment: 'Comment',
  previousTreatments: 'Previous treatment',
  currentTreatments: 'Current treatment',
  noTreatments: 'None given.',
  drug: 'Drug',
  dose: 'Dose',
  period: 'Period',
  outcome: 'Outcome',
  history: 'History',
  event: 'Event',
  who: 'Who',
  patient: 'Patient',
  sexes: { female: 'female', male: 'male' },
  states: { pending: 'pending', accepted: 'accepted', denied: 'denied', cancelled: 'cancelled' },
  urgencies: { routine: 'routine', priority: 'priority', urgent: 'urgent' },
  events: {
    created: 'sent',
    seen: 'seen by the centre',
    accepted: 'accepted',
    denied: 'denied',
    cancelled: 'cancelled',
    redirected: 'redirected',
    resubmitted: 'sent again',
    closed: 'closed',
  },
}

export const pdfWords: Record<ReportLanguage, Words> = { cs, en }
export type PdfWords = Words

/** A date-and-time in Prague, e.g. `28. listopadu 2026 9:12`. */
export function pragueTime(iso: string | Date, language: ReportLanguage): string {
  return new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(typeof iso === 'string' ? new Date(iso) : iso)
}

/** A day (`YYYY-MM-DD` or a time) as a date only, e.g. `3. 2. 1980` or `3 Feb 1980`. */
export function dayOf(value: string, language: ReportLanguage): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value)
  return new Intl.DateTimeFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Europe/Prague',
  }).format(date)
}
