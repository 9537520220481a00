import type { ReactNode } from 'react'
import { TextField } from './FieldParts'
import { ZipContext } from './zip-context'

/**
 * The consultation form's ZIP code field, and the seam for the service-area
 * answer (issue 26, "Service area check"): whatever the form is given as
 * `zipAnswer` is rendered right under the field, inside its box, and is
 * named by the field's aria-describedby. The answer reads the ZIP typed so
 * far with useConsultationZip() (zip-context.ts); it owns its live region (role="status").
 */
export const ZIP_FIELD_ID = 'consultation-zip'
export const ZIP_ANSWER_ID = 'consultation-zip-answer'

export function ZipField({ zip, answer, label }: { zip: string; answer?: ReactNode; label: string }) {
  return (
    <TextField
      id={ZIP_FIELD_ID}
      name="zip"
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
      required
      aria-describedby={answer ? ZIP_ANSWER_ID : undefined}
    >
      {answer ? (
        <div id={ZIP_ANSWER_ID}>
          <ZipContext.Provider value={zip}>{answer}</ZipContext.Provider>
        </div>
      ) : null}
    </TextField>
  )
}
