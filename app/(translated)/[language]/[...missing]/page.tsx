import { notFound } from 'next/navigation'

// Any path the site does not have: the friendly 404 inside the site's layout,
// with the header, the phone number and the way home.
export default function MissingPage() {
  notFound()
}
