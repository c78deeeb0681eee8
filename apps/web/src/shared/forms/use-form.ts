import type { formatIssueMessage } from '@konzilium/contract/validation-messages'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type SyntheticEvent,
} from 'react'
import { useI18n } from '../i18n/use-i18n'
import { fieldOfPath, formErrorsFrom } from './form-errors'

type Issue = Parameters<typeof formatIssueMessage>[0]
type Format = typeof formatIssueMessage

/** The part of a zod schema a form needs (the contract's schemas, loaded lazily). */
export interface FormSchema<T> {
  safeParse(
    input: unknown,
    params?: { reportInput?: boolean },
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } }
}

/**
 * A field's value: text, a tick, a list of picks, or rows of nested fields (a referral's scores and
 * treatments), whose own fields are named by their dotted input path (`scores.0.input.tjc28`).
 */
export type FieldValue = string | boolean | string[] | readonly object[]
export type FormValues = Record<string, FieldValue>

interface Loaded<T> {
  schema: FormSchema<T>
  format: Format
}

export interface Validation<T> {
  data: T | undefined
  errors: Record<string, string>
}

/** Runs the schema over the mapped values and words each issue for the field it belongs to. */
export function validateValues<V extends FormValues, T>(
  loaded: Loaded<T>,
  values: V,
  toInput: (values: V) => unknown,
  locale: 'cs' | 'en',
  nested: readonly string[] = [],
): Validation<T> {
  // With its input, an issue can tell a missing value ("required") from a wrong one ("enter a number").
  const result = loaded.schema.safeParse(toInput(values), { reportInput: true })
  if (result.success) return { data: result.data, errors: {} }
  const fields = [...Object.keys(values), ...nested]
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'), fields)
    if (field && !(field in errors)) errors[field] = loaded.format(issue, locale)
  }
  return { data: undefined, errors }
}

interface UseFormOptions<V extends FormValues, T> {
  initialValues: V
  /**
   * `() => import('@konzilium/contract/x').then((m) => m.xInputSchema)`: fetched on first focus.
   * Without one the values pass as they are (a bulk import, whose rows the server checks one by one).
   */
  schema?: () => Promise<FormSchema<T>>
  /** Form values (strings, booleans) to the schema's input (nulls, nested profiles). */
  toInput?: (values: V) => unknown
  /**
   * The fields inside rows that the form shows now, by their input path (`scores.0.input.tjc28`,
   * `previousTreatments.1.from`): an issue on such a path lands on that field, not on its row list.
   */
  nestedFields?: (values: V) => readonly string[]
}

/** The schema of a form without client checks: its values are its input. */
const passThrough = <T>(): Promise<FormSchema<T>> =>
  Promise.resolve({ safeParse: (input: unknown) => ({ success: true, data: input as T }) })

/**
 * The one way to run a form: values in state, validated as the user types with
 * the same zod schema the server uses, loaded lazily so zod never weighs on the first page. A field
 * shows its client error once it was left (or the form submitted) and a server error until it
 * changes; issues without a field and failures without an answer go to `formError`.
 */
export function useForm<V extends FormValues, T = V>({
  initialValues,
  schema = passThrough,
  toInput = (values) => values,
  nestedFields = () => [],
}: UseFormOptions<V, T>) {
  const { locale, t } = useI18n()
  const [values, setValues] = useState<V>(initialValues)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | undefined>()
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null)
  const loading = useRef<Promise<Loaded<T>> | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const schemaLoader = useRef(schema)

  const ensureLoaded = useCallback((): Promise<Loaded<T>> => {
    loading.current ??= Promise.all([
      schemaLoader.current(),
      import('@konzilium/contract/validation-messages'),
    ]).then(([loadedSchema, messages]) => {
      const next = { schema: loadedSchema, format: messages.formatIssueMessage }
      setLoaded(next)
      return next
    })
    loading.current.catch(() => {
      loading.current = null
    })
    return loading.current
  }, [])

  // Cheap for forms of this size; `toInput` is usually an inline function, so no memo.
  const nested = nestedFields(values)
  const validation = loaded ? validateValues(loaded, values, toInput, locale, nested) : null

  // Focus moves in an effect, after React has committed the errors that mark fields invalid; a
  // timer or animation frame could run before that commit and find no invalid field.
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])
  const focusFirstInvalid = useCallback(() => {
    setFocusRequest((count) => count + 1)
  }, [])

  /** The message of a field: a value's name, or a nested field's input path. */
  const errorOf = (name: (keyof V & string) | (string & {})): string | undefined =>
    serverErrors[name] ?? (touched.has(name) || submitted ? validation?.errors[name] : undefined)

  /** A change clears the server's message on the field and on the fields inside it. */
  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }))
    const within = (field: string) => field === name || field.startsWith(`${name}.`)
    if (Object.keys(serverErrors).some(within)) {
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !within(field))),
      )
    }
  }

  const touch = (name: string) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))
  }

  /** Props for a text field, select or textarea bound to `name`. */
  const bind = (name: keyof V & string) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValue(name, event.target.value as V[typeof name])
    },
    onBlur: () => {
      touch(name)
    },
    error: errorOf(name),
  })

  /** Props for a checkbox bound to `name` (its error is rendered by the caller). */
  const bindCheckbox = (name: keyof V & string) => ({
    name,
    checked: values[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(name, event.target.checked as V[typeof name])
      touch(name)
    },
  })

  const handleSubmit = (onValid: (data: T) => void) => (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    setFormError(undefined)
    void ensureLoaded().then(
      (ready) => {
        const result = validateValues(ready, values, toInput, locale, nested)
        if (result.data === undefined) {
          focusFirstInvalid()
          return
        }
        onValid(result.data)
      },
      () => {
        setFormError(t('form.error.network'))
      },
    )
  }

  /** Shows a failed submission: issues on their fields, everything else in the alert. */
  const showError = (error: unknown, fallback: string) => {
    const errors = formErrorsFrom(error, [...Object.keys(values), ...nested], fallback)
    setServerErrors(errors.fields as Record<string, string>)
    setFormError(errors.form)
    focusFirstInvalid()
  }

  const reset = (next: V = initialValues) => {
    setValues(next)
    setTouched(new Set())
    setSubmitted(false)
    setServerErrors({})
    setFormError(undefined)
  }

  return {
    values,
    setValue,
    setValues,
    bind,
    bindCheckbox,
    errorOf,
    touch,
    formError,
    setFormError,
    showError,
    reset,
    /** Whether the current values pass the schema (null until the schema has loaded). */
    valid: validation ? validation.data !== undefined : null,
    formProps: {
      ref: formRef,
      noValidate: true,
      onFocus: () => {
        void ensureLoaded().catch(() => undefined)
      },
    },
    handleSubmit,
  }
}
