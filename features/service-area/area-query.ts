import { defineQuery } from 'groq'
import { localized } from '../../lib/i18n/groq'

/** What the no-script answer of the service-area check needs (app/api/service-area/route.ts). */
export const serviceAreaQuery = defineQuery(`{
  "counties": *[_type == "county"] | order(name asc){ name, state },
  "settings": *[_id == "settings"][0]{ phone, agingLine{ ${localized('name')}, phone } }
}`)
