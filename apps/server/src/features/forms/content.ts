import type { z } from 'zod'
import type { createFormInputSchema } from '@konzilium/contract/forms'
import { RequestValidationError } from '../../platform/validation'
import { recomputeScoreEntries } from '../calculators'
import { dayInPrague } from './prague-day'
import type { FormContent } from './store-form'

type SentContent = Pick<
  z.output<typeof createFormInputSchema>,
  'examinedOn' | 'scores' | 'treatments' | 'findings'
>

/**
 * A form's content as sent, checked and turned into what is stored: the examination is not in the
 * future (a day in Prague), and every score is recomputed by the server (a sent result that
 * disagrees is refused).
 */
export function contentToStore(content: SentContent, now: Date): FormContent {
  if (content.examinedOn > dayInPrague(now))
    throw new RequestValidationError(
      [{ code: 'custom', path: ['examinedOn'], message: 'form.dateInFuture', input: undefined }],
      'body',
    )
  const scores = recomputeScoreEntries(content.scores, { duplicate: 'form.scoreDuplicate' })
  return {
    examinedOn: content.examinedOn,
    scores,
    treatments: content.treatments,
    findings: content.findings,
  }
}
