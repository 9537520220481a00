import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { dayInWords, isoDay, parseDay } from '../model/calendar-day'
import { visitorBounds } from '../model/day-bounds'
import type { RequestModel } from '../model/request'
import { checkField } from '../model/validate'
import type { CheckWords } from '../model/words'
import { fill } from '@/lib/i18n/fill'
import type { FormWords } from './failures'
import forms from './Form.module.css'
import styles from './TwoStepForm.module.css'

type DateCheck = { kind: 'empty' } | { kind: 'ok'; words: string } | { kind: 'problem'; message: string }

/** What the field holds, by the model's check (the server's), and what to say about it. */
function checkDate(input: HTMLInputElement, model: RequestModel, said: CheckWords): DateCheck {
  if (input.validity.badInput) return { kind: 'problem', message: said.words.dateUnfinished }
  const { value, problem } = checkField(model, input.name, input.value, visitorBounds(), said)
  if (problem) return { kind: 'problem', message: problem }
  const day = typeof value === 'string' ? parseDay(value) : null
  return day ? { kind: 'ok', words: dayInWords(day, said.language) } : { kind: 'empty' }
}

export interface DateFieldProps {
  id: string
  /** The model's date field (type "date"). */
  name: string
  model: RequestModel
  label: string
  /** The checks' words, and the field's own, in the page's language. */
  said: CheckWords
  words: Pick<FormWords, 'dateHint' | 'datePlaceholder' | 'dateChosen'>
}

/**
 * A day to start (the consultation's preferred start date, an applicant's
 * earliest): the browser's own date input, so its calendar picker comes with
 * it and typing always works (a browser without one shows a text field, and
 * "12/7/2026" is understood, and sent as 2026-12-07). A date before today is
 * refused with a message that says why; the chosen date is read back in
 * words ("Monday, December 7, 2026") in a polite live region, so that a
 * visitor who typed 12/07 for the 12th of July hears what they chose.
 */
export function DateField({ id, name, model, label, said, words }: DateFieldProps) {
  const [check, setCheck] = useState<DateCheck>({ kind: 'empty' })
  const input = useRef<HTMLInputElement>(null)

  // Today is the visitor's, not the build's: the server renders no bounds, the browser adds them
  // (the picker then greys out the past). React leaves these two attributes to this effect.
  useEffect(() => {
    const { earliest, latest } = visitorBounds()
    input.current?.setAttribute('min', isoDay(earliest))
    input.current?.setAttribute('max', isoDay(latest))
  }, [])

  function update(event: SyntheticEvent<HTMLInputElement>) {
    const result = checkDate(event.currentTarget, model, said)
    event.currentTarget.setCustomValidity(result.kind === 'problem' ? result.message : '')
    setCheck(result)
  }

  const readBack =
    check.kind === 'ok' ? fill(words.dateChosen, { day: check.words }) : check.kind === 'problem' ? check.message : ''
  return (
    <div className={forms.field}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {words.dateHint}
      </p>
      <input
        id={id}
        name={name}
        type="date"
        placeholder={words.datePlaceholder}
        ref={input}
        aria-describedby={`${id}-hint ${id}-said`}
        aria-invalid={check.kind === 'problem' || undefined}
        onInput={update}
        onChange={update}
        onBlur={update}
      />
      <p id={`${id}-said`} role="status" className={check.kind === 'problem' ? styles.problem : styles.said}>
        {readBack}
      </p>
    </div>
  )
}
