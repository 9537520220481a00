import { fill } from './fill'
import { DEFAULT_LANGUAGE, type Language } from './languages'
import { listWords } from './list-words'
import { wordsFor } from './words'

/**
 * How care is paid for, in words: the one list the owner keeps in Contact
 * details (the ways accepted, the ways not), which every sentence about
 * paying reads, so that none says what another denies (issue 58). Values the
 * site does not know are left out.
 */
export function paymentWords(
  accepted: readonly string[] | null | undefined,
  notAccepted: readonly string[] | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): { accepted: string | null; notAccepted: string | null } {
  const words = wordsFor(language).sections
  const labels = (values: readonly string[] | null | undefined, known: Record<string, string>) =>
    (values ?? []).map((value) => known[value]).filter((label): label is string => Boolean(label))
  const yes = labels(accepted, words.paymentMethods)
  // What is accepted wins where the owner ticked a way in both lists.
  const no = labels(
    (notAccepted ?? []).filter((value) => !accepted?.includes(value)),
    words.notAccepted,
  )
  const nor = no.length > 1 ? `${no.slice(0, -1).join(', ')} ${words.nor} ${no.at(-1)}` : (no[0] ?? null)
  return { accepted: yes.length ? listWords(yes, 'and', language) : null, notAccepted: nor }
}

/** "We accept private pay, card payment online and long term care insurance."; null when none is known. */
export function weAcceptSentence(accepted: readonly string[] | null | undefined, language: Language): string | null {
  const { accepted: methods } = paymentWords(accepted, [], language)
  return methods ? fill(wordsFor(language).sections.weAccept, { methods }) : null
}
