import type { forms } from '@/lib/i18n/en'

export type ContactLink = { text: string; href: string }

/** The words of the ways to reach us, in the page's language (lib/i18n: `forms`). */
export type WaysWords = Pick<typeof forms, 'byPhone' | 'byEmail' | 'or' | 'alsoReachUs'>

/**
 * "by phone at … or by e-mail at …", for a sentence that offers the direct
 * ways when the form cannot send. No hooks: the server renders it in the
 * no-JavaScript note, the contact form in its failure alert.
 */
export function OtherWays({
  phone,
  email,
  words,
}: {
  phone: ContactLink | null
  email: ContactLink | null
  words: WaysWords
}) {
  return (
    <>
      {phone ? (
        <>
          {words.byPhone}
          <a href={phone.href}>{phone.text}</a>
        </>
      ) : null}
      {phone && email ? words.or : null}
      {email ? (
        <>
          {words.byEmail}
          <a href={email.href}>{email.text}</a>
        </>
      ) : null}
    </>
  )
}

/** The line under an alert that offers the direct ways: nothing when there are none. */
export function AlsoReachUs({
  phone,
  email,
  words,
}: {
  phone: ContactLink | null
  email: ContactLink | null
  words: WaysWords
}) {
  if (!phone && !email) return null
  return (
    <p>
      {words.alsoReachUs}
      <OtherWays phone={phone} email={email} words={words} />.
    </p>
  )
}
