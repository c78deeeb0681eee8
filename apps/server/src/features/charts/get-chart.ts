import { and, eq } from 'drizzle-orm'
import type { Chart, ChartQuery } from '@konzilium/contract/charts'
import { chartScoreIds } from '@konzilium/contract/charts'
import { formatPersonName } from '@konzilium/contract/czech'
import {
  scoreSeries,
  type ChartScoreId,
  type ScoreSeries,
  type TreatmentPeriod,
} from '@konzilium/scores/score-series'
import { patients } from '../../db/schema'
import { notFound } from '../../platform/app-error'
import { recordClinicalAccessOncePerView } from '../../platform/audit'
import type { AuthContext } from '../../platform/auth/access'
import type { RequestContext, Services } from '../../platform/services'
import { transaction } from '../../platform/transaction'
import { readScoreHistory } from '../forms'
import { patientScope } from '../patients'

/**
 * Looking at the chart (changing its scores or its dates) within this time after the first
 * answer counts as the same view of the record and writes no further audit row.
 */
const chartViewMinutes = 30

const dayOf = (date: string) => date.slice(0, 10)

/** Within the days asked for (both ends included; an open end reaches as far as the data). */
function inRange(day: string, from: string | undefined, to: string | undefined): boolean {
  return (from === undefined || day >= from) && (to === undefined || day <= to)
}

/** A period that overlaps the days asked for. */
function overlaps(period: TreatmentPeriod, from: string | undefined, to: string | undefined) {
  const start = dayOf(period.start)
  const stop = period.stop === null ? null : dayOf(period.stop)
  return (to === undefined || start <= to) && (from === undefined || stop === null || stop >= from)
}

/**
 * The series of the scores asked for, within the days asked for. Markers are computed over the
 * whole record first, so a value inside the range is still compared with a baseline before it.
 */
function pickSeries(all: readonly ScoreSeries[], query: ChartQuery): Chart['series'] {
  const wanted = new Set<ChartScoreId>(
    query.scores && query.scores.length > 0 ? query.scores : chartScoreIds,
  )
  return all
    .filter((series) => wanted.has(series.score))
    .map((series) => ({
      ...series,
      bands:
        series.bands === null ? null : { steps: [...series.bands.steps], top: series.bands.top },
      points: series.points.filter((p) => inRange(p.date, query.from, query.to)),
      markers: series.markers.filter((m) => inRange(m.date, query.from, query.to)),
    }))
}

/**
 * `GET /api/charts/chart1`: a patient's scores over time, in the caller's scope of the record
 * (`charts.read`, the record's read scope). A record outside it is "not found". The read is
 * audited as a read of the record, once per view.
 */
export async function getChart(
  s: Services,
  ctx: RequestContext,
  auth: AuthContext,
  query: ChartQuery,
): Promise<Chart> {
  return transaction(s.db, async ({ db }) => {
    const [patient] = await db
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(and(eq(patients.id, query.patient), patientScope(auth, 'charts.read')))
    if (!patient) throw notFound('Patient')
    const history = await readScoreHistory(db, { patientId: patient.id })
    const treatments: TreatmentPeriod[] = history.treatments.map((t) => ({
      drug: t.drug,
      kind: t.kind,
      start: dayOf(t.start),
      stop: t.stop === null ? null : dayOf(t.stop),
    }))
    const all = scoreSeries(
      history.points.map((p) => ({
        formId: p.formId,
        date: p.date,
        score: p.score,
        value: p.display,
        formulaVersion: p.formulaVersion,
      })),
      treatments,
    )
    await recordClinicalAccessOncePerView(
      db,
      ctx.audit,
      auth,
      {
        action: 'patients.read',
        targetType: 'patient',
        targetId: patient.id,
        patientId: patient.id,
        details: { view: 'chart' },
      },
      chartViewMinutes,
    )
    const available = all.map((series) => series.score)
    return {
      patient: { id: patient.id, name: formatPersonName(patient) },
      from: query.from ?? null,
      to: query.to ?? null,
      available,
      series: pickSeries(all, query),
      treatments: treatments.filter((t) => overlaps(t, query.from, query.to)),
    }
  })
}
