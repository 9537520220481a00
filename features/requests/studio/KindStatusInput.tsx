import { useFormValue, type StringInputProps } from 'sanity'
import { statusesOf } from '../model/statuses'

/**
 * The request's status, offered as the statuses of its own kind only: a
 * family's request New, Contacted, Closed or Spam; a caregiver's application
 * New, Contacted, Interview, Hired, Not hired or Spam. Sanity's own radio buttons, given
 * the kind's list (the field's own list holds every status, for
 * validation and the API).
 */
export function KindStatusInput(props: StringInputProps) {
  const kind = useFormValue(['kind'])
  const list = statusesOf(typeof kind === 'string' ? kind : undefined).map(({ value, title }) => ({ value, title }))
  return props.renderDefault({
    ...props,
    schemaType: { ...props.schemaType, options: { ...props.schemaType.options, list } },
  })
}
