import { useMemo } from 'react'
import { useCurrentUser, useDocumentOperation, useFormValue, type StringInputProps } from 'sanity'
import { REQUEST_TYPE } from '../model/stored'
import { KindStatusInput } from './KindStatusInput'
import { withFirstContact, type FieldChange } from './first-contact'
import { alertOnLeavingSpam } from './not-spam'

/**
 * The request's status, as the radio buttons of its kind's own statuses
 * (KindStatusInput), which also record the first contact the first time the
 * owner moves a request out of New: when, and who (the signed-in Studio
 * user). Requests are live-edited, so the status and the record are saved
 * at once.
 */
export function StatusInput(props: StringInputProps) {
  const id = String(useFormValue(['_id']) ?? '').replace(/^drafts\./, '')
  const recorded = useFormValue(['firstContactedAt']) as string | undefined
  const user = useCurrentUser()
  const { patch } = useDocumentOperation(id, REQUEST_TYPE)
  const { onChange, value } = props
  const recording = useMemo(
    () =>
      withFirstContact(onChange as (change: FieldChange) => void, {
        before: value,
        recorded,
        who: user,
        patchDocument: (patches) => patch.execute(patches),
        onLeaveSpam: () => void alertOnLeavingSpam(id),
      }),
    [onChange, value, recorded, user, patch, id],
  )
  return <KindStatusInput {...props} onChange={recording as StringInputProps['onChange']} />
}
