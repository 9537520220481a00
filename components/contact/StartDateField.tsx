import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { addYears, checkStartDate, isoDay, MAX_YEARS_AHEAD, today, type StartDateCheck } from './start-date'
import forms from './ContactForm.module.css'
import styles from './ConsultationForm.module.css'

const ID = 'consultation-start'

/**
 * The preferred start date: the browser's own date input, so its calendar
 * picker comes with it and typing always works (a browser without one shows
 * a text field, and "12/7/2026" is understood). A date before today is
 * refused with a message that says why; the chosen date is read back in
 * words ("Monday, 7 December 2026") in a polite live region, so that a
 * visitor who typed 12/07 for the 12th of July hears what they chose.
 */
export function StartDateField() {
  const [check, setCheck] = useState<StartDateCheck>({ kind: 'empty' })
  const input = useRef<HTMLInputElement>(null)

  // Today is the visitor's, not the build's: the server renders no bounds, the browser adds them
  // (the picker then greys out the past). React leaves these two attributes to this effect.
  useEffect(() => {
    const first = today()
    input.current?.setAttribute('min', isoDay(first))
    input.current?.setAttribute('max', isoDay(addYears(first, MAX_YEARS_AHEAD)))
  }, [])

  function update(event: SyntheticEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const result = checkStartDate(input.value, new Date(), input.validity.badInput)
    input.setCustomValidity(result.kind === 'problem' ? result.message : '')
    setCheck(result)
  }

  const said = check.kind === 'ok' ? `You chose ${check.words}.` : check.kind === 'problem' ? check.message : ''
  return (
    <div className={forms.field}>
      <label htmlFor={ID}>Preferred start date</label>
      <p id={`${ID}-hint`} className={styles.hint}>
        Type it as month/day/year, or pick it from the calendar.
      </p>
      <input
        id={ID}
        name="start_date"
        type="date"
        placeholder="mm/dd/yyyy"
        ref={input}
        aria-describedby={`${ID}-hint ${ID}-said`}
        aria-invalid={check.kind === 'problem' || undefined}
        onInput={update}
        onChange={update}
        onBlur={update}
      />
      <p id={`${ID}-said`} role="status" className={check.kind === 'problem' ? styles.problem : styles.said}>
        {said}
      </p>
    </div>
  )
}
