import { ClockIcon, TrendUpwardIcon } from '@sanity/icons'
import { createElement } from 'react'
import type { SanityClient } from '@sanity/client'
import type { ListItemBuilder, StructureBuilder } from 'sanity/structure'
import { DEFAULT_API_VERSION } from '../../../lib/env/content'
import type { OfficeHours } from '../../../lib/time/office-hours'
import { REQUEST_TYPE } from '../model/stored'
import { lateArrivalCutoff } from '../model/waiting'
import { asOfWords } from './request-line'
import { officeHoursOf } from './office-hours'
import { ResponseTimesPane } from './ResponseTimesPane'
import { WAITING_FILTER } from './inbox-queries'

/**
 * Who is waiting, in the Inbox: the "Waiting over an hour" list and the
 * "Response times" view. Lateness counts office hours only, which a query
 * cannot; so when the list opens, the Studio works out the latest arrival
 * that is late by now (features/requests/model/waiting.ts) and lists the new
 * requests that came at or before it, saying in the title when that was.
 */

export function waitingList(S: StructureBuilder, hours: OfficeHours, now: Date) {
  const cutoff = lateArrivalCutoff(now, hours)
  return (
    S.documentList()
      .id('requests-waiting')
      .title(`Waiting over an hour (${asOfWords(now)})`)
      .schemaType(REQUEST_TYPE)
      .apiVersion(DEFAULT_API_VERSION)
      // No open day in the hours: nobody can be late.
      .filter(cutoff ? WAITING_FILTER : 'false')
      .params(cutoff ? { cutoff: cutoff.toISOString() } : {})
      // Longest waiting first.
      .defaultOrdering([{ field: 'submittedAt', direction: 'asc' }])
  )
}

/** Opens the list as of the moment it is opened, with the office hours as published. */
export function waitingItem(S: StructureBuilder, client: () => SanityClient = () => studioClient(S)): ListItemBuilder {
  return S.listItem()
    .id('waiting')
    .title('Waiting over an hour')
    .icon(ClockIcon)
    .schemaType(REQUEST_TYPE)
    .child(async () => waitingList(S, await officeHoursOf(client()), new Date()))
}

export function responseTimesItem(
  S: StructureBuilder,
  client: () => SanityClient = () => studioClient(S),
): ListItemBuilder {
  const pane = () => createElement(ResponseTimesPane, { client: client() })
  return S.listItem()
    .id('response-times')
    .title('Response times')
    .icon(TrendUpwardIcon)
    .child(S.component(pane).id('response-times').title('Response times'))
}

function studioClient(S: StructureBuilder): SanityClient {
  return S.context.getClient({ apiVersion: DEFAULT_API_VERSION })
}
