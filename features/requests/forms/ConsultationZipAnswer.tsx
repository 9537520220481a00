'use client'

import { ServiceAreaAnswer } from '@/features/service-area/ServiceAreaAnswer'
import type { ServiceAreaContent } from '@/features/service-area/content'
import { useConsultationZip } from './zip-context'

/**
 * "Do we serve you?" under the consultation form's ZIP code field: the hero's
 * check (features/service-area/), answered as soon as five digits are
 * typed, so a family we cannot serve learns it, and who else can help,
 * before step 2. Without the "Book a free consultation" link: they are
 * booking one.
 */
export function ConsultationZipAnswer({ content }: { content: ServiceAreaContent }) {
  const zip = useConsultationZip()
  return <ServiceAreaAnswer zip={/^\d{5}$/.test(zip) ? zip : null} content={content} showBookLink={false} />
}
