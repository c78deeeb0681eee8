import type { ReportLanguage } from '@konzilium/contract/exports/client-page'
import type { ReferralDetail } from '@konzilium/contract/referrals'
import { renderPdf, type PdfWriter } from './document'
import {
  addressText,
  birthNumberText,
  diagnosisLabel,
  insurerText,
  scoreName,
  scoreValue,
  treatmentRows,
} from './labels'
import { dayOf, pdfWords, pragueTime, type PdfWords } from './wording'

export type ReferralReportData = {
  referral: ReferralDetail
  madeAt: Date
  madeBy: string | null
}

/**
 * One referral: the patient, the referral and its decision, the scores with their formula
 * versions, the treatments, and the history of the referral's events.
 */
export function renderReferralReport(data: ReferralReportData, language: ReportLanguage) {
  const w = pdfWords[language]
  const r = data.referral
  return renderPdf(
    {
      title: w.referralTitle,
      subtitle: `${r.patient.lastName} ${r.patient.firstName} · ${w.made(pragueTime(data.madeAt, language), data.madeBy)}`,
      footer: w.footer,
      page: w.page,
      language,
    },
    (pdf) => {
      patientSection(pdf, r, w, language)
      referralSection(pdf, r, w, language)
      pdf.section(w.referralScores)
      if (r.indication.scores.length === 0) pdf.paragraph(w.noScores, { muted: true })
      else
        pdf.table(
          [
            { label: w.score, width: 0.3 },
            { label: w.value, width: 0.3 },
            { label: w.formulaVersion, width: 0.4 },
          ],
          r.indication.scores.map((score) => [
            scoreName(score),
            scoreValue(score, language),
            score.result.version,
          ]),
        )
      treatments(pdf, w.previousTreatments, r.indication.previousTreatments, w, language)
      treatments(pdf, w.currentTreatments, r.indication.currentTreatments, w, language)
      pdf.section(w.history)
      pdf.table(
        [
          { label: w.date, width: 0.3 },
          { label: w.event, width: 0.25 },
          { label: w.who, width: 0.25 },
          { label: w.comment, width: 0.2 },
        ],
        r.events.map((event) => [
          pragueTime(event.occurredAt, language),
          w.events[event.type],
          event.actor?.displayName,
          event.comment,
        ]),
      )
    },
  )
}

function patientSection(pdf: PdfWriter, r: ReferralDetail, w: PdfWords, language: ReportLanguage) {
  const record = r.patientRecord
  pdf.section(w.patient)
  pdf.fields([
    [w.lastName, r.patient.lastName],
    [w.firstName, r.patient.firstName],
    [w.birthNumber, birthNumberText(record?.birthNumber ?? null)],
    [w.birthDate, dayOf(r.patient.birthDate, language)],
    [w.sex, w.sexes[r.patient.sex]],
    [w.insurer, insurerText(record?.insurer ?? null, language)],
    [w.phone, record?.phone],
    [w.email, record?.email],
    [w.address, record ? addressText(record) : null],
  ])
}

function referralSection(pdf: PdfWriter, r: ReferralDetail, w: PdfWords, language: ReportLanguage) {
  pdf.section(w.referral)
  pdf.fields([
    [w.diagnosis, diagnosisLabel(r.diagnosis, language)],
    [w.urgency, w.urgencies[r.urgency]],
    [w.state, w.states[r.state]],
    [w.center, `${r.center.name}, ${r.center.city}`],
    [w.from, r.fromDoctor.displayName],
    [w.workplace, r.fromContact.workplace],
    [w.contact, [r.fromContact.phone, r.fromContact.email].filter(Boolean).join(' · ')],
    [w.created, pragueTime(r.createdAt, language)],
    [w.decided, r.decidedAt ? pragueTime(r.decidedAt, language) : null],
    [w.assignedDoctor, r.assignedDoctor?.displayName],
    [w.firstVisit, r.firstVisitAt ? pragueTime(r.firstVisitAt, language) : null],
    [w.reason, r.reasonCode],
    [w.comment, r.comment],
    [w.note, r.note],
  ])
}

function treatments(
  pdf: PdfWriter,
  title: string,
  rows: ReferralDetail['indication']['previousTreatments'],
  w: PdfWords,
  language: ReportLanguage,
) {
  pdf.section(title)
  if (rows.length === 0) {
    pdf.paragraph(w.noTreatments, { muted: true })
    return
  }
  pdf.table(
    [
      { label: w.drug, width: 0.3 },
      { label: w.dose, width: 0.2 },
      { label: w.period, width: 0.3 },
      { label: w.outcome, width: 0.2 },
    ],
    treatmentRows(rows, language),
  )
}
