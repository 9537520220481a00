'use client'

import { useEffect, useId, useState } from 'react'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { BOOKING_WORDS } from '@/lib/i18n/parts/booking'
import { BOOKING_PATHS, MEETING_FIELD, SLOT_FIELD, TEXT_REMINDER_FIELD } from '../booking/booking-fields'
import type { Meeting } from '../booking/hours'
import type { BookedTime, OfferedDay, SlotOffer } from '../booking/offer'
import styles from './TwoStepForm.module.css'
import picker from './SlotPicker.module.css'

/** The time another family took first, and the free times nearest it (../booking/offer.ts). */
export interface TakenTime {
  wanted: string
  alternatives: OfferedDay[]
}

type Shown = { state: 'loading' } | { state: 'failed' } | { state: 'offer'; offer: SlotOffer }

/**
 * "Choose a time for your free consultation" (issue 62), in step 2 of the
 * consultation form: how to meet, then the next free times, a radio group
 * per day, on Georgia's clock, and "none of these suit me", chosen until
 * the family picks a time, which keeps today's path (we call to arrange
 * one). Its code is fetched when step 2 opens. Whatever fails here, the
 * request can still be sent.
 */
export default function SlotPicker({ language, taken }: { language: Language; taken: TakenTime | null }) {
  const words = BOOKING_WORDS[language]
  const id = useId()
  const [meeting, setMeeting] = useState<Meeting>('phone')
  const [read, setRead] = useState<{ meeting: Meeting; shown: Shown } | null>(null)
  const [chosen, setChosen] = useState('')
  // A new "taken" shows its alternatives, with nothing chosen, until the family picks another way to meet.
  const [lastTaken, setLastTaken] = useState<TakenTime | null>(null)
  const [showTaken, setShowTaken] = useState(false)
  if (taken !== lastTaken) {
    setLastTaken(taken)
    setShowTaken(taken !== null)
    setChosen('')
  }

  useEffect(() => {
    const controller = new AbortController()
    fetch(`${BOOKING_PATHS.slots}?meeting=${meeting}&language=${language}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        setRead({ meeting, shown: { state: 'offer', offer: (await response.json()) as SlotOffer } })
      })
      .catch(() => {
        if (!controller.signal.aborted) setRead({ meeting, shown: { state: 'failed' } })
      })
    return () => controller.abort()
  }, [meeting, language])

  const shown: Shown = read?.meeting === meeting ? read.shown : { state: 'loading' }
  const alternatives = showTaken && taken ? taken : null
  const minutes = shown.state === 'offer' ? shown.offer.minutes : null
  const days = alternatives ? alternatives.alternatives : shown.state === 'offer' ? shown.offer.days : []
  const chooseMeeting = (way: Meeting) => {
    setMeeting(way)
    setChosen('')
    setShowTaken(false)
  }
  return (
    <fieldset className={`${styles.choices} ${picker.picker}`} aria-describedby={`${id}-zone`}>
      <legend>{words.legend}</legend>
      <p id={`${id}-zone`} className={picker.note}>
        {words.zone}
      </p>
      <fieldset className={styles.choices}>
        <legend className={picker.subLegend}>{words.meetingLegend}</legend>
        <div className={styles.choiceGrid}>
          {(['phone', 'visit'] as const).map((way) => (
            <div key={way} className={styles.choice}>
              <input
                id={`${id}-${way}`}
                type="radio"
                name={MEETING_FIELD}
                value={way}
                checked={meeting === way}
                onChange={() => chooseMeeting(way)}
              />
              <label htmlFor={`${id}-${way}`}>
                {minutes
                  ? fill(words[way], { minutes: minutes[way] })
                  : way === 'phone'
                    ? words.phoneShort
                    : words.visitShort}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {alternatives ? (
        <p role="alert" className={picker.taken}>
          {fill(alternatives.alternatives.length ? words.taken : words.takenNoOther, { time: alternatives.wanted })}
        </p>
      ) : null}
      <p role="status" className={picker.note}>
        {shown.state === 'loading'
          ? words.loading
          : shown.state === 'failed'
            ? words.loadFailed
            : days.length === 0 && !alternatives
              ? fill(words.noneFree, { days: shown.offer.daysAhead })
              : ''}
      </p>
      {days.map((day) => (
        <fieldset key={day.date} className={styles.choices}>
          <legend className={picker.subLegend}>{day.day}</legend>
          <div className={`${styles.choiceGrid} ${picker.times}`}>
            {day.times.map((time) => (
              <div key={time.id} className={styles.choice}>
                <input
                  id={`${id}-${time.id}`}
                  type="radio"
                  name={SLOT_FIELD}
                  value={time.id}
                  checked={chosen === time.id}
                  onChange={() => setChosen(time.id)}
                />
                <label htmlFor={`${id}-${time.id}`}>{time.clock}</label>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.choice}>
        <input
          id={`${id}-none`}
          type="radio"
          name={SLOT_FIELD}
          value=""
          checked={chosen === ''}
          onChange={() => setChosen('')}
        />
        <label htmlFor={`${id}-none`}>{words.none}</label>
      </div>
      <div className={styles.choice}>
        <input id={`${id}-text`} type="checkbox" name={TEXT_REMINDER_FIELD} value="yes" />
        <label htmlFor={`${id}-text`}>{words.textReminder}</label>
      </div>
    </fieldset>
  )
}

/**
 * The confirmation's part about the time (issue 62): the time in words, the
 * calendar file and the Google Calendar link, and the page to change or
 * cancel it; or, when the time could not be held, that we will call to
 * arrange one. In this module because a family who chose a time has it
 * loaded already.
 */
export function BookedNote({
  language,
  booked,
  holdFailed,
}: {
  language: Language
  booked: BookedTime | null
  holdFailed: boolean
}) {
  const words = BOOKING_WORDS[language]
  if (!booked) return holdFailed ? <p>{words.holdFailed}</p> : null
  return (
    <>
      <p>
        <strong>{booked.sentence}</strong>
      </p>
      <p>{words.addToCalendar}</p>
      <ul className={picker.links}>
        <li>
          <a href={booked.calendar} download="consultation.ics">
            {words.icsFile}
          </a>
        </li>
        <li>
          <a href={booked.google} target="_blank" rel="noopener noreferrer">
            {words.google}
          </a>
        </li>
        <li>
          <a href={booked.cancel}>{words.changeOrCancel}</a>
        </li>
      </ul>
    </>
  )
}
