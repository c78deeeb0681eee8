import type { ClientPageKind, ReportLanguage } from '@konzilium/contract/exports/client-page'
import { formatPersonName } from '@konzilium/contract/czech'
import type { ReferralDetail } from '@konzilium/contract/referrals'
import type { Database } from '../../db/client'
import { AppError, notFound } from '../../platform/app-error'
import type { AuthContext } from '../../platform/auth/access'
import { findUserById } from '../accounts'
import { loadPatientRecord } from '../patients'
import { loadReferralDetail, referralsOfPatient } from '../referrals'
import { renderPatientSummary } from './pdf/patient-summary'
import { renderReferralReport } from './pdf/referral-report'

/** Who the document is read for: its scopes decide what it may show. */
export type Reader = Pick<AuthContext, 'userId' | 'role'>

export type ClientPageDocument = {
  pdf: Buffer
  /** The patient the document is about (the audit row's). */
  patientId: string
  /** A file name without personal data. */
  fileName: string
}

const fileNames: Record<ClientPageKind, Record<ReportLanguage, string>> = {
  patient: { cs: 'souhrn-pacienta', en: 'patient-summary' },
  referral: { cs: 'zadost-o-prevzeti', en: 'referral' },
}

/**
 * Reads a patient summary or a referral as `reader` may see it (the patients and referrals
 * features' own reads and scopes: outside them 404) and renders it as PDF (ADR 044). Writes no
 * audit row: the caller does, in the same transaction as this read.
 */
export async function clientPageDocument(
  db: Database,
  reader: Reader,
  page: { kind: ClientPageKind; id: string },
  language: ReportLanguage,
  madeAt: Date,
): Promise<ClientPageDocument> {
  const author = await findUserById(db, reader.userId)
  const madeBy = author ? formatPersonName(author) : null
  const fileName = `konzilium-${fileNames[page.kind][language]}-${madeAt.toISOString().slice(0, 10)}.pdf`
  if (page.kind === 'referral') {
    const referral = await loadReferralDetail(db, reader, page.id)
    const pdf = await renderReferralReport({ referral, madeAt, madeBy }, language)
    return { pdf, patientId: referral.patient.id, fileName }
  }
  const record = await loadPatientRecord(db, reader, page.id, 'patients.read')
  if (!record) throw notFound('Patient')
  const patient = { ...record, referrals: await referralsOfPatient(db, reader, page.id) }
  const referrals: ReferralDetail[] = []
  for (const summary of patient.referrals) {
    const detail = await readableReferral(db, reader, summary.id)
    if (detail) referrals.push(detail)
  }
  const pdf = await renderPatientSummary({ patient, referrals, madeAt, madeBy }, language)
  return { pdf, patientId: patient.id, fileName }
}

/** A referral of the record the reader may not open on its own is listed without its scores. */
async function readableReferral(
  db: Database,
  reader: Reader,
  id: string,
): Promise<ReferralDetail | null> {
  try {
    return await loadReferralDetail(db, reader, id)
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null
    throw error
  }
}

/**
 * The patient a summary or referral is about, if `reader` may read it (404 otherwise): what a
 * document would show is reachable, without rendering it.
 */
export async function clientPagePatient(
  db: Database,
  reader: Reader,
  page: { kind: ClientPageKind; id: string },
): Promise<string> {
  if (page.kind === 'referral') return (await loadReferralDetail(db, reader, page.id)).patient.id
  const record = await loadPatientRecord(db, reader, page.id, 'patients.read')
  if (!record) throw notFound('Patient')
  return record.id
}
