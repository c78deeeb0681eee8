import type { ReportLanguage } from '@konzilium/contract/exports/client-page'
import type { PatientDetail } from '@konzilium/contract/patients'
import type { ReferralDetail } from '@konzilium/contract/referrals'
import { renderPdf } from './document'
import {
  addressText,
  birthNumberText,
  diagnosisLabel,
  insurerText,
  scoreName,
  scoreValue,
} from './labels'
import { dayOf, pdfWords, pragueTime } from './wording'

export type PatientSummaryData = {
  patient: PatientDetail
  /** The patient's referrals the reader may open, with their scores and history. */
  referrals: readonly ReferralDetail[]
  madeAt: Date
  madeBy: string | null
}

/**
 * A patient's summary: personal and insurance data, care, diagnoses, the referrals with their
 * states, and every score of those referrals, oldest first, with the formula version each was
 * calculated with (the history of the patient's scores).
 */
export function renderPatientSummary(data: PatientSummaryData, language: ReportLanguage) {
  const w = pdfWords[language]
  const p = data.patient
  return renderPdf(
    {
      title: w.patientTitle,
      subtitle: `${p.lastName} ${p.firstName} · ${w.made(pragueTime(data.madeAt, language), data.madeBy)}`,
      footer: w.footer,
      page: w.page,
      language,
    },
    (pdf) => {
      pdf.section(w.personal)
      pdf.fields([
        [w.lastName, p.lastName],
        [w.firstName, p.firstName],
        [w.birthNumber, birthNumberText(p.birthNumber)],
        [w.birthDate, dayOf(p.birthDate, language)],
        [w.sex, w.sexes[p.sex]],
        [w.email, p.email],
        [w.phone, p.phone],
        [w.address, addressText(p)],
      ])
      pdf.section(w.insurance)
      pdf.fields([[w.insurer, insurerText(p.insurer, language)]])
      pdf.section(w.care)
      pdf.fields([
        [w.referringDoctor, p.referringDoctor?.displayName],
        [w.center, p.center?.name],
        [w.centerDoctor, p.centerDoctor?.displayName],
      ])
      pdf.section(w.diagnoses)
      for (const code of p.diagnoses) pdf.paragraph(diagnosisLabel(code, language))
      pdf.section(w.referrals)
      if (p.referrals.length === 0) pdf.paragraph(w.noReferrals, { muted: true })
      else
        pdf.table(
          [
            { label: w.date, width: 0.16 },
            { label: w.center, width: 0.34 },
            { label: w.diagnosis, width: 0.2 },
            { label: w.urgency, width: 0.15 },
            { label: w.state, width: 0.15 },
          ],
          p.referrals.map((r) => [
            dayOf(r.createdAt, language),
            r.centerName,
            r.diagnosis,
            r.urgency in w.urgencies
              ? w.urgencies[r.urgency as keyof typeof w.urgencies]
              : r.urgency,
            w.states[r.state],
          ]),
        )
      const scores = [...data.referrals]
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .flatMap((r) => r.indication.scores.map((score) => ({ referral: r, score })))
      pdf.section(w.scores)
      if (scores.length === 0) pdf.paragraph(w.noScores, { muted: true })
      else
        pdf.table(
          [
            { label: w.date, width: 0.18 },
            { label: w.score, width: 0.2 },
            { label: w.value, width: 0.14 },
            { label: w.formulaVersion, width: 0.22 },
            { label: w.referral, width: 0.26 },
          ],
          scores.map(({ referral, score }) => [
            dayOf(referral.createdAt, language),
            scoreName(score),
            scoreValue(score, language),
            score.result.version,
            `${referral.diagnosis} · ${referral.center.name}`,
          ]),
        )
    },
  )
}
