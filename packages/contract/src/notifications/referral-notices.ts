/**
 * The words of a referral notice, one text for the in-app notification and the e-mail, in both
 * languages (no zod here: the notification bell loads it with the app shell). `patient` is the
 * patient's name as the server found the recipient may read it (first name first, as in prose);
 * without it the text says "a patient". `center` is the addressed centre, `actor` the doctor who
 * acted; an accept adds the first visit's time (`firstVisitAt`, ISO, shown in Prague time) and
 * `message: 'yes'` when the centre left a message on the referral.
 */
export const referralNotices = [
  'created',
  'accepted',
  'denied',
  'cancelled',
  'redirected',
  'reminder',
] as const
export type ReferralNotice = (typeof referralNotices)[number]
export type ReferralNoticeParams = {
  patient?: string
  center?: string
  actor?: string
  firstVisitAt?: string
  message?: string
}

type Words = { title: string; description: string }
type Locale = 'cs' | 'en'

const somePatient: Record<Locale, string> = { cs: 'pacienta', en: 'a patient' }

const words: Record<ReferralNotice, Record<Locale, Words>> = {
  reminder: {
    cs: {
      title: 'Žádost pro {patient} stále čeká na rozhodnutí',
      description:
        'Odesílající lékař: {actor}. Centrum: {center}. Prosíme o přijetí nebo zamítnutí.',
    },
    en: {
      title: 'The referral for {patient} is still waiting for a decision',
      description: 'Referring doctor: {actor}. Centre: {center}. Please accept or deny it.',
    },
  },
  created: {
    cs: {
      title: 'Nová žádost pro {patient}',
      description: 'Odesílající lékař: {actor}. Centrum: {center}.',
    },
    en: {
      title: 'New referral for {patient}',
      description: 'Referring doctor: {actor}. Centre: {center}.',
    },
  },
  accepted: {
    cs: {
      title: 'Žádost pro {patient} byla přijata',
      description: 'Centrum: {center}. Pacient přechází do péče centra.',
    },
    en: {
      title: 'Referral for {patient} accepted',
      description: "Centre: {center}. The patient moves into the centre's care.",
    },
  },
  denied: {
    cs: {
      title: 'Žádost pro {patient} byla zamítnuta',
      description:
        'Centrum: {center}. Důvod najdete v žádosti; můžete ji přesměrovat do jiného centra.',
    },
    en: {
      title: 'Referral for {patient} denied',
      description:
        'Centre: {center}. The reason is in the referral; you can redirect it to another centre.',
    },
  },
  cancelled: {
    cs: {
      title: 'Žádost pro {patient} byla zrušena',
      description: 'Odesílající lékař: {actor}. Centrum: {center}.',
    },
    en: {
      title: 'Referral for {patient} cancelled',
      description: 'Referring doctor: {actor}. Centre: {center}.',
    },
  },
  redirected: {
    cs: {
      title: 'Žádost pro {patient} byla přesměrována',
      description:
        'Po zamítnutí ve vašem centru ({center}) šla do jiného centra. Odesílající lékař: {actor}.',
    },
    en: {
      title: 'Referral for {patient} redirected',
      description:
        'After the denial at your centre ({center}) it went to another centre. Referring doctor: {actor}.',
    },
  },
}

export function isReferralNotice(value: string): value is ReferralNotice {
  return (referralNotices as readonly string[]).includes(value)
}

const visitWords: Record<Locale, { visit: string; message: string }> = {
  cs: { visit: 'První návštěva: {at}.', message: 'Centrum vám u žádosti zanechalo zprávu.' },
  en: { visit: 'First visit: {at}.', message: 'The centre left you a message on the referral.' },
}

/**
 * A moment as Czech or English readers write it in a sentence ("3. prosince 2026 v 9:30"), in
 * Prague time: the notices' first visit and the e-mails' times.
 */
export function pragueDateTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  }).format(at)
}

/** A first visit's time in words, or null for a time that is no date. */
function visitTime(iso: string, locale: Locale): string | null {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? null : pragueDateTime(at, locale)
}

/** The title and description of a notice in `locale`, its parameters filled in. */
export function referralNoticeText(
  notice: ReferralNotice,
  locale: Locale,
  params: ReferralNoticeParams,
): Words {
  const values: Record<string, string> = {
    patient: params.patient?.trim() || somePatient[locale],
    center: params.center?.trim() || '—',
    actor: params.actor?.trim() || '—',
  }
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
  const entry = words[notice][locale]
  const at = params.firstVisitAt ? visitTime(params.firstVisitAt, locale) : null
  const more = [
    ...(at ? [visitWords[locale].visit.replace('{at}', at)] : []),
    ...(params.message === 'yes' ? [visitWords[locale].message] : []),
  ]
  return { title: fill(entry.title), description: [fill(entry.description), ...more].join(' ') }
}
