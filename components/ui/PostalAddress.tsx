import { Fragment } from 'react'
import { addressLines } from '@/components/sections/format'
import type { SettingsQueryResult } from '@/sanity.types'

type Address = NonNullable<SettingsQueryResult>['address']

/** The agency's postal address, one line per part the owner filled in; nothing when it is all blank. */
export function PostalAddress({ address, className }: { address: Address | undefined; className?: string }) {
  const lines = addressLines(address)
  if (lines.length === 0) return null
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
