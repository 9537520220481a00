import { Fragment } from 'react'
import type { SettingsQueryResult } from '@/sanity.types'

type Address = NonNullable<SettingsQueryResult>['address']

/** ["12 Main St, Suite 4", "Duluth, GA 30097"], leaving out whatever is blank. */
export function addressLines(address: Address | null | undefined): string[] {
  const street = address?.street?.trim()
  const stateZip = [address?.state?.trim(), address?.postalCode?.trim()].filter(Boolean).join(' ')
  const cityLine = [address?.city?.trim(), stateZip].filter(Boolean).join(', ')
  return [street, cityLine].filter((line): line is string => Boolean(line))
}

/** The agency's postal address, one line per part the owner filled in; nothing when it is all blank. */
export function PostalAddress({ address, className }: { address: Address | undefined; className?: string }) {
  const lines = addressLines(address)
  if (lines.length === 0) return null
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
