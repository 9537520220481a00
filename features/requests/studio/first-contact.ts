/**
 * The status field's part in recording a request's first contact
 * (features/requests/model/first-contact.ts): when the owner moves a request
 * out of New, the Studio also sets `firstContactedAt` and `firstContactedBy`,
 * with setIfMissing, so the first record stands even if two people change
 * it at once. Pure: ./StatusInput.tsx gives it the Studio's hooks.
 */
import { firstContactOf, type FirstContact } from '../model/first-contact'

/** A change as a field input reports it: one patch, several, or a PatchEvent holding them. */
type Patch = { type: string; path: unknown[]; value?: unknown }
export type FieldChange = Patch | Patch[] | { patches: Patch[] }

export function patchesOf(change: FieldChange): Patch[] {
  if (Array.isArray(change)) return change
  return 'patches' in change ? change.patches : [change]
}

/** The field's value after the change: `undefined` when it was cleared, `null` when this change does not set it. */
export function valueAfter(change: FieldChange): unknown {
  let value: unknown = null
  for (const patch of patchesOf(change)) {
    if (patch.path.length) continue
    if (patch.type === 'set') value = patch.value
    else if (patch.type === 'unset') value = undefined
  }
  return value
}

export interface FirstContactContext {
  /** The status before this change. */
  before: string | undefined
  /** When the request was first contacted, if recorded already. */
  recorded: string | undefined
  who: { name?: string | null; email?: string | null } | null | undefined
  /** Sets fields on the request: the document's patch operation. */
  patchDocument: (patches: Array<{ setIfMissing: FirstContact }>) => void
  /** The request moved out of Spam to New ("Not spam"): the owner is alerted then (./not-spam.ts). */
  onLeaveSpam?: () => void
  now?: () => Date
}

/** The status input's onChange, recording the first contact after passing the change on. */
export function withFirstContact<C extends FieldChange>(
  onChange: (change: C) => void,
  { before, recorded, who, patchDocument, onLeaveSpam, now = () => new Date() }: FirstContactContext,
): (change: C) => void {
  return (change) => {
    onChange(change)
    const after = valueAfter(change)
    if (after === null) return
    if (before === 'spam' && after === 'new') onLeaveSpam?.()
    const first = firstContactOf({ before, after: after as string | undefined, recorded, who, at: now() })
    if (first) patchDocument([{ setIfMissing: first }])
  }
}
