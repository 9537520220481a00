import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'
import { CONSENT_VALUE, type Option } from '../model/fields'
import forms from './Form.module.css'
import styles from './TwoStepForm.module.css'

/**
 * The two-step forms' fields (the consultation request, the caregiver
 * application): each with a visible label, a hint where one helps (tied to
 * the field with aria-describedby), and none of the browser's own checks
 * switched off. Uncontrolled, as the message form's are: the server renders
 * them, and whatever the visitor typed before the form's code arrived stays
 * where it is.
 */

function describedBy(...ids: Array<string | false | undefined>) {
  return ids.filter(Boolean).join(' ') || undefined
}

type TextFieldProps = { id: string; label: ReactNode; hint?: ReactNode; children?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children'
>

/** A labelled input; `children` go under it (the ZIP code's area answer). */
export function TextField({ id, label, hint, children, className, ...input }: TextFieldProps) {
  return (
    <div className={className ? `${forms.field} ${className}` : forms.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, input['aria-describedby'])}
      />
      {children}
    </div>
  )
}

type SelectFieldProps = {
  id: string
  label: ReactNode
  choices: readonly Option[]
  /** The first, empty entry: "Please choose", or the answer an untouched field means ("Any time"). */
  placeholder: string
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>

export function SelectField({ id, label, choices, placeholder, ...select }: SelectFieldProps) {
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} {...select}>
        <option value="">{placeholder}</option>
        {choices.map(({ value, label: text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Checkboxes under a legend: any number of answers, or none (a list the model
 * requires says "tick at least one" in its legend: a required box would mean
 * that box must be ticked).
 */
export function CheckboxGroup({
  id,
  legend,
  name,
  choices,
}: {
  id: string
  legend: string
  name: string
  choices: readonly Option[]
}) {
  if (choices.length === 0) return null
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      <div className={styles.choiceGrid}>
        {choices.map(({ value, label: text }, index) => (
          <div key={value} className={styles.choice}>
            <input id={`${id}-${index}`} type="checkbox" name={name} value={value} />
            <label htmlFor={`${id}-${index}`}>{text}</label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

/** One box the form cannot be sent without (the model's `consent` field): its sentence is its label. */
export function ConsentField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className={`${styles.choice} ${styles.consent}`}>
      <input id={id} type="checkbox" name={name} value={CONSENT_VALUE} required />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}
