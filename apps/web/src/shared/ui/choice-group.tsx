import { useId, type ReactNode } from 'react'
import './choice-group.css'

export interface ChoiceOption {
  value: string
  label: ReactNode
  /** A second, smaller line (e.g. what a grade means). Part of the option's accessible name. */
  detail?: ReactNode
}

interface ChoiceGroupProps {
  /** The id of the fieldset; the first radio gets `${id}-first`, for links that focus the group. */
  id: string
  legend: ReactNode
  options: readonly ChoiceOption[]
  value: string
  onChange: (value: string) => void
  /** `segmented`: a row of equal buttons (grades 0–4); `list`: one answer per line. */
  layout?: 'segmented' | 'list'
  hint?: ReactNode
  error?: string | undefined
  /** Called when focus leaves the whole group. */
  onBlur?: () => void
  className?: string
}

/**
 * One answer out of several: native radio buttons in a fieldset, so arrow keys move between the
 * answers, the legend names the group and a screen reader announces "2 of 5". Styled as segmented
 * buttons or as a list; the focus ring and the checked state never rely on colour alone.
 */
export function ChoiceGroup({
  id,
  legend,
  options,
  value,
  onChange,
  layout = 'segmented',
  hint,
  error,
  onBlur,
  className,
}: ChoiceGroupProps) {
  const name = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      id={id}
      className={['choice-group', `choice-group--${layout}`, className ?? ''].join(' ').trim()}
      aria-describedby={describedBy}
      onBlur={(event) => {
        if (onBlur && !event.currentTarget.contains(event.relatedTarget)) onBlur()
      }}
    >
      <legend className="choice-group__legend">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option, index) => (
          <label
            key={option.value}
            className={[
              'choice-group__option',
              option.value === value ? 'choice-group__option--checked' : '',
            ]
              .join(' ')
              .trim()}
          >
            <input
              type="radio"
              id={index === 0 ? `${id}-first` : undefined}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => {
                onChange(option.value)
              }}
            />
            <span className="choice-group__label">{option.label}</span>
            {/* The space keeps "2" and "moderate" apart in the accessible name ("2 moderate"). */}
            {option.detail !== undefined && (
              <>
                {' '}
                <span className="choice-group__detail">{option.detail}</span>
              </>
            )}
          </label>
        ))}
      </div>
      {error && (
        <span id={errorId} className="choice-group__error">
          {error}
        </span>
      )}
      {hint && (
        <span id={hintId} className="choice-group__hint">
          {hint}
        </span>
      )}
    </fieldset>
  )
}
