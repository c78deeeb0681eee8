import { diagnoses, insurerLabel } from '@konzilium/contract/codes'
import { formatBirthNumber, formatPhone, formatPostalCode } from '@konzilium/contract/czech'
import type { ReferralDetail } from '@konzilium/contract/referrals'
import { formatDay } from '../../shared/i18n/format'
import { Link } from '../../shared/navigation/link'
import { to } from '../../shared/navigation/paths'
import { Card } from '../../shared/ui/card'
import { useReferralMessages } from './referral-messages'

/**
 * What a centre needs of the patient to decide: identity (birth number, birth date, sex), insurer,
 * contact and every diagnosis of the record, with a link to the record; then the referring doctor
 * and how to reach him or her. The record's part shows only while the caller reaches the record.
 */
export function ReferralPatientPanel({ referral }: { referral: ReferralDetail }) {
  const { t, locale } = useReferralMessages()
  const record = referral.patientRecord
  const diagnosisName = (code: string) =>
    diagnoses.find((d) => d.code === code)?.[locale === 'cs' ? 'cs' : 'en'] ?? ''
  const address = record
    ? [
        record.street,
        [record.postalCode ? formatPostalCode(record.postalCode) : null, record.city]
          .filter(Boolean)
          .join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : ''
  const contact = referral.fromContact
  return (
    <Card title={t('panel.title')}>
      <dl className="referral-facts" data-testid="referral-patient-panel">
        <dt>{t('panel.birthDate')}</dt>
        <dd>{formatDay(locale, referral.patient.birthDate)}</dd>
        <dt>{t('panel.sex')}</dt>
        <dd>{t(`panel.sex.${referral.patient.sex}`)}</dd>
        {record && (
          <>
            <dt>{t('panel.birthNumber')}</dt>
            <dd>{record.birthNumber ? formatBirthNumber(record.birthNumber) : '—'}</dd>
            <dt>{t('panel.insurer')}</dt>
            <dd>{record.insurer ? insurerLabel(record.insurer, locale) : '—'}</dd>
            <dt>{t('panel.phone')}</dt>
            <dd>{record.phone ? formatPhone(record.phone) : '—'}</dd>
            <dt>{t('panel.email')}</dt>
            <dd className="referral-wrap">{record.email ?? '—'}</dd>
            <dt>{t('panel.address')}</dt>
            <dd>{address || '—'}</dd>
            <dt>{t('panel.diagnoses')}</dt>
            <dd>
              {record.diagnoses.length === 0
                ? '—'
                : record.diagnoses.map((code) => `${diagnosisName(code)} (${code})`).join('; ')}
            </dd>
          </>
        )}
        <dt>{t('panel.referrer')}</dt>
        <dd>{referral.fromDoctor.displayName}</dd>
        <dt>{t('panel.workplace')}</dt>
        <dd>{contact.workplace ?? '—'}</dd>
        <dt>{t('panel.phone')}</dt>
        <dd>{contact.phone ? formatPhone(contact.phone) : '—'}</dd>
        <dt>{t('panel.email')}</dt>
        <dd className="referral-wrap">
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
      </dl>
      {record ? (
        <p>
          <Link to={to.patient(referral.patient.id)}>{t('panel.record')}</Link>
        </p>
      ) : (
        <p>{t('panel.noRecord')}</p>
      )}
    </Card>
  )
}
