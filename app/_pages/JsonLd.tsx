import type { Graph, Thing, WithContext } from 'schema-dts'
import { serializeJsonLd } from '@/app/_pages/structured-data'

/**
 * Structured data for search engines. A data block, not a script the
 * browser runs, so the Content-Security-Policy does not apply to it.
 */
export function JsonLd({ data }: { data: Graph | WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
