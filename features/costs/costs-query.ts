import { defineQuery } from 'groq'
import { fellBack, localized } from '../../lib/i18n/groq'

/**
 * What care costs (#costs on the About page): the owner's rates and the
 * other choices' costs, from Studio → Rates and costs. A query of its own,
 * which keeps the About page's short enough to GET.
 */
export const careCostsQuery = defineQuery(`*[_id == "careCosts"][0]{
  ${localized('heading')},
  ${localized('intro')},
  "rates": { "weekday": weekdayRate, "weekend": weekendRate, "holiday": holidayRate, "overnight": overnightRate,
    "liveIn": liveInRate, "minimumVisitHours": minimumVisitHours },
  ratesChangedOn,
  ${localized('included')},
  ${localized('extras')},
  otherChoices[]{ _key, choice, monthly, area, year, source, url },
  "fallbacks": array::compact([${fellBack('heading')}, ${fellBack('intro')}, ${fellBack('included')}, ${fellBack('extras')}])
}`)
