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
