import type { EvaluationInvitation } from '@konzilium/contract/evaluation'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { FormAlert } from '../../shared/forms/form-alert'
import { HttpError } from '../../shared/http/http-errors'
import { formatDateTime } from '../../shared/i18n/format'
import { getLocale, setLocale } from '../../shared/i18n/i18n-store'
import { publicMessages } from '../../shared/i18n/parts/public'
import { useI18n } from '../../shared/i18n/use-i18n'
import { Card } from '../../shared/ui/card'
import { PageHeader } from '../../shared/ui/page-header'
import { useEvaluationInvitation, useSubmitEvaluation } from './api'
import { useEvaluationMessages } from './evaluation-messages'
import { QuestionnaireForm } from './questionnaire-form'
import './evaluation.css'

/** The parts of the global catalogue this page uses (loaded with its route, app/lazy-page.ts). */
export const messages = [publicMessages]

type Problem = 'unknown' | 'used' | 'expired' | 'missing'

function tokenFromState(state: unknown): string | null {
  const token = (state as { token?: unknown } | null)?.token
  return typeof token === 'string' ? token : null
}

/** The page's word for a refused token, by the server's error code. */
function problemOf(error: unknown): Problem | null {
  if (!(error instanceof HttpError)) return null
  if (error.code === 'CODE_USED') return 'used'
  if (error.code === 'CODE_EXPIRED') return 'expired'
  if (error.code === 'CODE_INVALID' || error.code === 'VALIDATION_FAILED') return 'unknown'
  return null
}

/**
 * /evaluation?token=...: a patient fills in the questionnaire a doctor sent, without an account,
 * on a phone first. The token leaves the address bar at once (kept in the history entry's state,
 * so a reload still works; ADR 004). The page speaks the link's language until the visitor picks
 * another. Used, expired and unknown links each get their own explanation.
 */
export function EvaluationPage() {
  const global = useI18n()
  const { t } = useEvaluationMessages()
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const [token] = useState(() => search.get('token') ?? tokenFromState(location.state))
  const invitation = useEvaluationInvitation(token)
  const [done, setDone] = useState(false)

  useEffect(() => {
    if (search.has('token') && token)
      void navigate({ search: '' }, { replace: true, state: { token } })
  }, [search, token, navigate])
  useLinkLanguage(invitation.data)

  const problem: Problem | null = !token ? 'missing' : problemOf(invitation.error)
  return (
    <div className="evaluation-page">
      <PageHeader title={global.t('evaluation.title')} />
      <Card>
        {problem ? (
          <FormAlert title={t(`evaluation.problem.${problem}.title`)}>
            <p>{t(`evaluation.problem.${problem}.text`)}</p>
          </FormAlert>
        ) : invitation.isError ? (
          <FormAlert>{refusalText(invitation.error) ?? global.t('form.error.network')}</FormAlert>
        ) : done ? (
          <div role="status" className="evaluation-thanks">
            <h2>{t('evaluation.thanks.title')}</h2>
            <p>{t('evaluation.thanks.text')}</p>
          </div>
        ) : invitation.data && token ? (
          <Questions
            invitation={invitation.data}
            token={token}
            onDone={() => {
              setDone(true)
            }}
          />
        ) : (
          <p role="status">{t('evaluation.loading')}</p>
        )}
      </Card>
    </div>
  )
}

/** Switches the page to the link's language once, when it first arrives. */
function useLinkLanguage(invitation: EvaluationInvitation | undefined) {
  const switched = useRef(false)
  useEffect(() => {
    if (!invitation || switched.current) return
    switched.current = true
    if (getLocale() !== invitation.language) void setLocale(invitation.language)
  }, [invitation])
}

function Questions({
  invitation,
  token,
  onDone,
}: {
  invitation: EvaluationInvitation
  token: string
  onDone: () => void
}) {
  const { t, locale } = useEvaluationMessages()
  const submit = useSubmitEvaluation()
  const [refused, setRefused] = useState<Problem | null>(null)
  if (refused)
    return (
      <FormAlert title={t(`evaluation.problem.${refused}.title`)}>
        <p>{t(`evaluation.problem.${refused}.text`)}</p>
      </FormAlert>
    )
  const from = invitation.doctorName
    ? invitation.centerName
      ? t('evaluation.fill.fromCenter', {
          doctor: invitation.doctorName,
          center: invitation.centerName,
        })
      : t('evaluation.fill.from', { doctor: invitation.doctorName })
    : null
  return (
    <>
      <h2 className="evaluation-page__questionnaire">
        {t(`evaluation.questionnaire.${invitation.questionnaire}`)}
      </h2>
      {from && <p>{from}</p>}
      <p>{t('evaluation.fill.intro')}</p>
      <p className="evaluation-muted">
        {t('evaluation.fill.until', {
          date: formatDateTime(locale, Date.parse(invitation.expiresAt)),
        })}
      </p>
      <QuestionnaireForm
        questionnaire={invitation.questionnaire}
        idPrefix="evaluation"
        pending={submit.isPending}
        onSubmit={(answers) =>
          submit.mutateAsync({ token, answers }).then(onDone, (error: unknown) => {
            const problem = error instanceof HttpError ? linkProblemOf(error) : null
            if (problem) setRefused(problem)
            else throw error
          })
        }
      />
    </>
  )
}

/** The server's own words of a refusal such as "too many attempts, try again in 5 minutes". */
function refusalText(error: unknown): string | null {
  return error instanceof HttpError ? (error.issues?.[0]?.message ?? null) : null
}

/** A submission refused for the link itself (not for the answers). */
function linkProblemOf(error: HttpError): Problem | null {
  if (error.code === 'CODE_USED') return 'used'
  if (error.code === 'CODE_EXPIRED') return 'expired'
  if (error.code === 'CODE_INVALID') return 'unknown'
  return null
}
