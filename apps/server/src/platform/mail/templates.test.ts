import { describe, expect, it } from 'vitest'
import { renderMail, type MailTemplateName, type MailTemplates } from './templates'

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
})
