import type { ObjectInputProps } from 'sanity'
import { ownerAlertWords, type OwnerAlertOutcome } from '../model/owner-alert'

/**
 * The owner's alert on a request, as one line instead of the stored channels'
 * fields: "owner alerted 10:02 am by text and e-mail", "owner alert failed
 * (text)"; on the second alert's field, "second alert sent 10:52 am by text".
 * The website writes it; nobody edits it.
 */
export function OwnerAlertInput(props: ObjectInputProps) {
  const which = props.schemaType.name === 'secondAlert' ? 'second' : 'first'
  return (
    <p style={{ margin: 0, fontSize: '0.875rem', color: 'var(--card-muted-fg-color, inherit)' }}>
      {ownerAlertWords(props.value as Partial<OwnerAlertOutcome> | undefined, which)}
    </p>
  )
}
