/**
 * The caregiver application's counties, ticked from the ZIP code: the
 * service-area check's table (features/service-area/zip-lookup.ts, a chunk of
 * its own, fetched when a ZIP code is first typed, never with the page) says
 * which served counties the ZIP code lies in. Only until the applicant ticks
 * or unticks a county: from then on the boxes are theirs. What was ticked,
 * or that the ZIP code is outside the counties served, is said in a polite
 * live region under the ZIP code.
 */
import { useCallback, useRef, useState } from 'react'
import { parseZip } from '@/lib/zip-code'
import type { AreaAnswer } from '@/features/service-area/zip-lookup'
import { applicationForm } from '@/lib/i18n/en/request-forms'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { listWords } from '@/lib/i18n/list-words'
import type { Field } from './field-checks'

type PrefillWords = Pick<typeof applicationForm, 'zipTickedOne' | 'zipTickedMany' | 'zipOutside'>

/** What the applicant hears once the boxes are ticked for them (empty: nothing worth saying). */
export function prefillWords(
  answer: AreaAnswer,
  ticked: string[],
  words: PrefillWords = applicationForm,
  language: Language = 'en',
): string {
  if (ticked.length === 1) return fill(words.zipTickedOne, { county: ticked[0]! })
  if (ticked.length > 1) return fill(words.zipTickedMany, { counties: listWords(ticked, 'and', language) })
  if (answer.kind === 'notServed') return fill(words.zipOutside, { zip: answer.zip })
  return ''
}

/** The county boxes of the form. */
const countyBoxes = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLInputElement>('input[type=checkbox][name="counties"]'),
]

/** A served county, as the content has it: the box's value is its name. */
export type CountyChoice = { name: string; state: string | null }

/**
 * `counties`: the served counties, one box each. Returns the words to show,
 * `followZip` for each change of the ZIP code, `noteInput` for every input of
 * the form (a county box ticked by hand ends the prefill), and `restart` for
 * a form emptied after a send.
 */
export function useCountyPrefill(counties: readonly CountyChoice[], prefill: PrefillWords, language: Language) {
  const [words, setWords] = useState('')
  const touched = useRef(false)
  const asked = useRef<string | null>(null)

  const followZip = useCallback(
    async (form: HTMLFormElement, typed: string) => {
      const zip = parseZip(typed)
      if (zip === asked.current) return
      asked.current = zip
      if (!zip || touched.current || counties.length === 0) return setWords('')
      let lookup: typeof import('@/features/service-area/zip-lookup')
      try {
        lookup = await import('@/features/service-area/zip-lookup')
      } catch {
        // Offline, or a new deployment: the applicant ticks the boxes themselves, as without this help.
        asked.current = null
        return
      }
      // A newer ZIP code, or a box ticked by hand, while the table was on its way.
      if (asked.current !== zip || touched.current) return
      const { answer, served } = lookup.servedCountiesOfZip(zip, counties)
      for (const box of countyBoxes(form)) box.checked = served.includes(box.value)
      setWords(prefillWords(answer, served, prefill, language))
    },
    [counties, prefill, language],
  )

  const noteInput = useCallback((field: Field) => {
    if (field.name === 'counties') {
      touched.current = true
      setWords('')
    }
  }, [])

  const restart = useCallback(() => {
    touched.current = false
    asked.current = null
    setWords('')
  }, [])

  return { words, followZip, noteInput, restart }
}
