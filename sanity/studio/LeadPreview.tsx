import type { PreviewProps } from 'sanity'
import { leadLine, type LeadLineFields } from './lead-line'
import { useMinuteClock, useOfficeHours } from './use-inbox-time'

/**
 * A request in the Inbox's lists: the schema's title and subtitle, plus how
 * long a new request has waited in office hours ("waiting 1 h 20 min, over
 * an hour"), which needs the time now and the owner's hours, so a component
 * and not the schema's prepare() works it out, and keeps it current.
 */
export function LeadPreview(props: PreviewProps & { leadLine?: LeadLineFields }) {
  const hours = useOfficeHours()
  const now = useMinuteClock()
  const { subtitle, leadLine: fields } = props
  if (typeof subtitle !== 'string' || !fields) return props.renderDefault(props)
  return props.renderDefault({ ...props, subtitle: leadLine(subtitle, fields, now, hours) })
}
