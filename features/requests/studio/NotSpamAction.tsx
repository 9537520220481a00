import { CheckmarkCircleIcon } from '@sanity/icons'
import { useDocumentOperation, type DocumentActionComponent } from 'sanity'
import { alertOnLeavingSpam } from './not-spam'

/**
 * "Not spam", on a request in Spam: moves it to New (its kind's New: an
 * application to the Applications'), drops the reason it was there, and
 * asks the site to alert the owner about it now (./not-spam.ts), as about
 * any new request. Choosing New on its status does the same.
 */
export const NotSpamAction: DocumentActionComponent = (props) => {
  const { patch } = useDocumentOperation(props.id, props.type)
  const status = (props.published ?? props.draft)?.status
  if (status !== 'spam') return null
  return {
    label: 'Not spam',
    title: 'A person sent this: move it to New, and alert me about it',
    icon: CheckmarkCircleIcon,
    tone: 'positive',
    onHandle: () => {
      patch.execute([{ set: { status: 'new' } }, { unset: ['spamReason'] }])
      void alertOnLeavingSpam(props.id)
      props.onComplete()
    },
  }
}
