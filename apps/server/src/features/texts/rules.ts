import type { ErrorIssue } from '@konzilium/contract/errors'
import {
  textDefaults,
  placeholderRules,
  type TextDefault,
} from '@konzilium/contract/texts/defaults'
import { placeholdersOf, unsafeLinks } from '@konzilium/contract/texts/markdown'
import type { SaveTextInput } from '@konzilium/contract/texts'
import { AppError, notFound } from '../../platform/app-error'

/** The default of an editable key; any other key is not a text of the platform (404). */
export function defaultOf(key: string): TextDefault {
  const found = textDefaults.get(key)
  if (!found) throw notFound('Text')
  return found
}

/**
 * What a text may not be saved with (ADR 038): a link the renderer would refuse (`javascript:`
 * however spelled, any scheme but http(s) and mailto), and for a mail template a placeholder the
 * mail does not fill or a missing required one, so a template can never be saved broken.
 */
export function assertSavable(key: string, input: SaveTextInput) {
  const issues: ErrorIssue[] = []
  if (unsafeLinks(input.body).length > 0) issues.push({ path: 'body', message: 'texts.unsafeLink' })
  if (unsafeLinks(input.title).length > 0)
    issues.push({ path: 'title', message: 'texts.unsafeLink' })
  const rules = placeholderRules(key)
  if (rules) {
    const unknown = (text: string) => placeholdersOf(text).some((p) => !rules.allowed.includes(p))
    const used = placeholdersOf(input.body)
    if (unknown(input.body)) issues.push({ path: 'body', message: 'texts.unknownPlaceholder' })
    else if (rules.required.some((name) => !used.includes(name)))
      issues.push({ path: 'body', message: 'texts.missingPlaceholder' })
    if (placeholdersOf(input.title).length > 0)
      issues.push({ path: 'title', message: 'texts.unknownPlaceholder' })
  }
  if (issues.length > 0)
    throw new AppError(400, 'VALIDATION_FAILED', 'The text cannot be saved', issues)
}
