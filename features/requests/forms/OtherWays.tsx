export type ContactLink = { text: string; href: string }

/**
 * "by phone at … or by e-mail at …", for a sentence that offers the direct
 * ways when the form cannot send. No hooks: the server renders it in the
 * no-JavaScript note, the contact form in its failure alert.
 */
export function OtherWays({ phone, email }: { phone: ContactLink | null; email: ContactLink | null }) {
  return (
    <>
      {phone ? (
        <>
          by phone at <a href={phone.href}>{phone.text}</a>
        </>
      ) : null}
      {phone && email ? ' or ' : null}
      {email ? (
        <>
          by e-mail at <a href={email.href}>{email.text}</a>
        </>
      ) : null}
    </>
  )
}

/** The line under an alert that offers the direct ways: nothing when there are none. */
export function AlsoReachUs({ phone, email }: { phone: ContactLink | null; email: ContactLink | null }) {
  if (!phone && !email) return null
  return (
    <p>
      You can also reach us <OtherWays phone={phone} email={email} />.
    </p>
  )
}
