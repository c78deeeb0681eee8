import { describe, expect, it } from 'vitest'
import { mailTexts } from '@konzilium/contract/texts/mail-texts'
import { referralNotices } from '@konzilium/contract/notifications/referral-notices'
import { mailTextKeyFor, renderMail, type MailTemplateName, type MailTemplates } from './templates'

const when = new Date('2026-03-01T08:30:00Z')
const samples: { [K in MailTemplateName]: MailTemplates[K] } = {
  invitation: {
    name: 'Jana Nováková',
    role: 'center_doctor',
    inviterName: 'Petr Svoboda',
    activationUrl: 'https://konzilium.test/activate-account?code=abc&type=center-doctor',
    expiresAt: when,
  },
  registrationActivation: {
    name: 'Jana Nováková',
    activationUrl: 'https://konzilium.test/activate-account?code=abc&type=peripheral-registration',
    expiresAt: when,
  },
  alreadyRegistered: {
    signInUrl: 'https://konzilium.test/login',
    resetUrl: 'https://konzilium.test/request-password',
  },
  invitationAttempt: {
    signInUrl: 'https://konzilium.test/login',
    resetUrl: 'https://konzilium.test/request-password',
  },
  passwordResetCode: { code: '123456', validMinutes: 10 },
  passwordChanged: { when },
  twoFactorChanged: { enabled: true, when },
  referralNotice: {
    notice: 'accepted',
    url: 'https://konzilium.example/app/requests?referral=1',
    center: 'Centrum biologické léčby',
    firstVisitAt: when,
    message: true,
  },
  evaluationLink: {
    url: 'https://konzilium.test/evaluation?token=abc',
    expiresAt: when,
    questionnaire: 'dlqi',
    doctorName: 'MUDr. Jana Nováková',
  },
  notificationNotice: {
    title: 'Odstávka v sobotu',
    text: 'Konzilium nepoběží od 8 do 10 hodin.',
    url: 'https://konzilium.test/app',
  },
  notificationDigest: {
    items: [{ title: 'Nová registrace: MUDr. Marek Cvičný', text: 'Lékař se zaregistroval.' }],
    url: 'https://konzilium.test/app',
  },
  reportLink: {
    senderName: 'MUDr. Jana Nováková',
    recipient: 'patient',
    url: 'https://konzilium.test/download-report?token=abc',
    expiresAt: when,
  },
}

describe('mail templates', () => {
  it.each(Object.keys(samples) as MailTemplateName[])(
    '%s: the Czech footer treats Konzilium as neuter ("poslalo"), in text and HTML',
    (template) => {
      const mail = renderMail(template, samples[template] as never, 'cs')
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Tuto zprávu poslalo Konzilium automaticky.')
        expect(part).not.toMatch(/poslal Konzilium|Konzilium poslal\b/)
      }
    },
  )

  it.each(Object.keys(samples) as MailTemplateName[])(
    '%s: the English footer says who sent it',
    (template) => {
      const mail = renderMail(template, samples[template] as never, 'en')
      expect(mail.text).toContain('This message was sent automatically by Konzilium.')
    },
  )

  it('names the invited role with its article in English', () => {
    const doctor = renderMail('invitation', samples.invitation, 'en')
    expect(doctor.text).toContain('to Konzilium as a doctor of a biologic therapy centre (')
    const admin = renderMail('invitation', { ...samples.invitation, role: 'admin' }, 'en')
    expect(admin.text).toContain('to Konzilium as an administrator (')
    const czech = renderMail('invitation', samples.invitation, 'cs')
    expect(czech.text).toContain('do Konzilia jako lékař centra biologické léčby (')
  })

  it.each(Object.keys(samples) as MailTemplateName[])(
    '%s: leaves no placeholder unfilled in either language',
    (template) => {
      for (const locale of ['cs', 'en'] as const) {
        const mail = renderMail(template, samples[template] as never, locale)
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\{\w+\}/)
      }
    },
  )

  it('words the invitation, second-factor and referral mails from their editable texts', () => {
    expect(mailTextKeyFor('invitation', samples.invitation)).toBe('mail.invitation')
    expect(mailTextKeyFor('invitationAttempt', samples.invitationAttempt)).toBe(
      'mail.invitationAttempt',
    )
    expect(mailTextKeyFor('twoFactorChanged', { enabled: true, when })).toBe(
      'mail.twoFactorEnabled',
    )
    expect(mailTextKeyFor('twoFactorChanged', { enabled: false, when })).toBe(
      'mail.twoFactorDisabled',
    )
    for (const notice of referralNotices) {
      const key = mailTextKeyFor('referralNotice', { ...samples.referralNotice, notice })
      expect(key && mailTexts[key].template).toBe('referralNotice')
      expect(key).toBe(`mail.referral${notice.charAt(0).toUpperCase()}${notice.slice(1)}`)
    }
    expect(mailTextKeyFor('alreadyRegistered', samples.alreadyRegistered)).toBe(
      'mail.alreadyRegistered',
    )
    // Mails that stay code have no text.
    expect(mailTextKeyFor('evaluationLink', samples.evaluationLink)).toBeUndefined()
  })

  it('keeps the built-in words of the mails that became editable', () => {
    const off = renderMail('twoFactorChanged', { enabled: false, when }, 'cs')
    expect(off.subject).toBe('Dvoufázové přihlášení vypnuto')
    expect(off.text).toContain(
      'dvoufázové přihlášení k vašemu účtu bylo vypnuto (1. března 2026 v 9:30).',
    )
    const accepted = renderMail('referralNotice', samples.referralNotice, 'cs')
    expect(accepted.subject).toBe('Žádost pro pacienta byla přijata')
    expect(accepted.text).toContain('žádost pro pacienta byla přijata.')
    expect(accepted.text).toContain(
      'Centrum: Centrum biologické léčby. Pacient přechází do péče centra. První návštěva: 1. března 2026 v 9:30. Centrum vám u žádosti zanechalo zprávu.',
    )
    expect(accepted.html).toContain('Otevřít žádost')
    const plain = renderMail(
      'referralNotice',
      { notice: 'accepted', url: samples.referralNotice.url, center: 'Centrum' },
      'en',
    )
    expect(plain.text).toContain("Centre: Centrum. The patient moves into the centre's care.\n")
    const nobody = renderMail('invitation', { ...samples.invitation, inviterName: null }, 'en')
    expect(nobody.text).toContain(
      'The Konzilium administrator invites you to Konzilium as a doctor',
    )
    const czech = renderMail('invitation', { ...samples.invitation, inviterName: null }, 'cs')
    expect(czech.text).toContain('Dobrý den,\n\nsprávce Konzilia vás zve do Konzilia jako')
  })

  it('renders an administrator’s wording with the template’s link kept', () => {
    const mail = renderMail('invitationAttempt', samples.invitationAttempt, 'cs', {
      title: 'Už u nás účet máte',
      body: 'přihlaste se na {signInUrl}.\n\nZapomenuté heslo: {resetUrl}',
    })
    expect(mail.subject).toBe('Už u nás účet máte')
    expect(mail.text).toContain('přihlaste se na https://konzilium.test/login.')
    expect(mail.text).toContain('Zapomenuté heslo: https://konzilium.test/request-password')
  })
})
