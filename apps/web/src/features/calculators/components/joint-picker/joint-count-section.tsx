import { useCallback, useId, useMemo, useState } from 'react'
import { Button } from '../../../../shared/ui/button'
import { ChoiceGroup } from '../../../../shared/ui/choice-group'
import { NumberField } from '../../../../shared/ui/number-field'
import { useCalculatorMessages } from '../../calculator-messages'
import { canonicalSet, setMembers } from '../../lib/form-state'
import { visibleError } from '../../lib/fields'
import type { FieldIssue } from '../../lib/issues'
import type { CalculatorForm } from '../../lib/use-calculator-form'
import { JointPicker, type JointMode } from './joint-picker'
import { jointCounts, SWOLLEN_PICKS, TENDER_PICKS, type JointCountsConfig } from './joint-counts'
import { jointIds, jointSets, swellingJointIds } from './joints'

/** How a marked joint looks, drawn like the diagram draws it (the legend of the marks). */
function MarkSample({ kind }: { kind: JointMode }) {
  return (
    <svg
      className={`joint-sample joint-picker joint--${kind}`}
      width="22"
      height="22"
      viewBox="-12 -12 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="joint__dot" r="9" />
    </svg>
  )
}

interface JointCountSectionProps {
  readonly config: JointCountsConfig
  readonly form: CalculatorForm
  readonly idPrefix: string
  readonly tenderIssue: FieldIssue | undefined
  readonly swollenIssue: FieldIssue | undefined
}

/**
 * Tender and swollen joint counts: marked on the homunculus (one mode at a time) or typed. The
 * counts follow the marks; typing a count replaces that kind's marks, and marking a joint
 * replaces a typed count. A polite live region announces the counts after each change.
 */
export function JointCountSection({
  config,
  form,
  idPrefix,
  tenderIssue,
  swollenIssue,
}: JointCountSectionProps) {
  const { t, locale } = useCalculatorMessages()
  const [mode, setMode] = useState<JointMode>('tender')
  const diagramLabelId = useId()
  const tenderValue = form.values[TENDER_PICKS] ?? ''
  const swollenValue = form.values[SWOLLEN_PICKS] ?? ''
  // Stable while only other fields change, so the (memoised) diagram is not redrawn when the
  // doctor types CRP: a keystroke re-renders the form and the result, not 68 joints.
  const tenderPicks = useMemo(() => new Set(setMembers(tenderValue)), [tenderValue])
  const swollenPicks = useMemo(() => new Set(setMembers(swollenValue)), [swollenValue])
  const counts = jointCounts(form.values, config)
  const { update } = form

  const toggle = useCallback(
    (jointId: string) => {
      const joints = jointSets[config.set]
      const next = new Set(setMembers(mode === 'tender' ? tenderValue : swollenValue))
      if (next.has(jointId)) next.delete(jointId)
      else next.add(jointId)
      const options = mode === 'tender' ? jointIds(joints) : swellingJointIds(joints)
      update(
        mode === 'tender'
          ? { [TENDER_PICKS]: canonicalSet(options, next), [config.tender.name]: '' }
          : { [SWOLLEN_PICKS]: canonicalSet(options, next), [config.swollen.name]: '' },
      )
    },
    [config, mode, tenderValue, swollenValue, update],
  )

  const total = config.set === 'joints28' ? 28 : 68
  const countText = (value: number | null) => (value === null ? '–' : String(value))
  return (
    <fieldset className="joint-counts">
      <legend className="joint-counts__legend">
        {config.set === 'joints28' ? t('joints.legend28') : t('joints.legend68')}
      </legend>
      <p className="joint-counts__help">{t('joints.help')}</p>
      <ChoiceGroup
        id={`${idPrefix}-joint-mode`}
        legend={t('joints.mode')}
        value={mode}
        onChange={(value) => {
          setMode(value === 'swollen' ? 'swollen' : 'tender')
        }}
        options={[
          { value: 'tender', label: t('joints.modeTender') },
          { value: 'swollen', label: t('joints.modeSwollen') },
        ]}
      />
      <p className="joint-counts__marks">
        <MarkSample kind="tender" /> {t('joints.legendTender')}
        <MarkSample kind="swollen" /> {t('joints.legendSwollen')}
      </p>
      <div className="joint-counts__layout">
        <div className="joint-counts__diagram">
          <p id={diagramLabelId} className="joint-counts__diagram-label">
            {mode === 'tender'
              ? t('joints.diagramTender', { total })
              : t('joints.diagramSwollen', { total: config.set === 'joints28' ? 28 : 66 })}
          </p>
          <JointPicker
            set={config.set}
            mode={mode}
            tender={tenderPicks}
            swollen={swollenPicks}
            onToggle={toggle}
            labelledBy={diagramLabelId}
          />
          <p className="joint-counts__keys">{t('joints.keyboard')}</p>
        </div>
        <div className="joint-counts__fields">
          <p role="status" className="joint-counts__status">
            {t('joints.status', {
              tender: countText(counts.tender.value),
              swollen: countText(counts.swollen.value),
            })}
          </p>
          {(
            [
              ['tender', config.tender, counts.tender, tenderIssue, TENDER_PICKS],
              ['swollen', config.swollen, counts.swollen, swollenIssue, SWOLLEN_PICKS],
            ] as const
          ).map(([kind, input, joint, issue, picksParam]) => (
            <div key={kind} className="joint-counts__count">
              <NumberField
                id={`${idPrefix}-${input.name}`}
                label={t(input.label)}
                value={joint.text}
                integer
                placeholder="0"
                onValueChange={(text) => {
                  form.update({ [input.name]: text, [picksParam]: '' })
                }}
                onFocus={(event) => {
                  // A count taken from the diagram is replaced as a whole when typed over.
                  if (joint.fromPicks) event.currentTarget.select()
                }}
                onBlur={() => {
                  form.touch(input.name)
                }}
                hint={joint.fromPicks ? t('joints.countFromPicks') : t('joints.countTyped')}
                error={visibleError(t, locale, issue, form.touched.has(input.name))}
              />
              {joint.fromPicks && (
                <Button
                  variant="text"
                  small
                  onClick={() => {
                    form.update({ [picksParam]: '' })
                  }}
                >
                  {kind === 'tender' ? t('joints.clearTender') : t('joints.clearSwollen')}
                </Button>
              )}
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  )
}
