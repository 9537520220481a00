import type { SanityClient } from '@sanity/client'
import { useEffect, useState } from 'react'
import { responseTimes, responseTimesSince, type ResponseTimes } from '../model/response-times'
import { asOfWords } from './request-line'
import { officeHoursOf } from './office-hours'
import { ResponseTimesFigure } from './ResponseTimesFigure'
import { PaneButton } from '../../../sanity/studio-pane'
import { responseTimesQuery } from './inbox-queries'

/**
 * The Inbox's "Response times" view: requests per week and the median time
 * to first contact over the last 12 weeks, worked out in the browser from
 * each request's arrival and first contact (../model/response-times.ts), counting office hours only. It says when it was
 * worked out; Refresh works it out again. Plain elements in the Studio's
 * colours (its CSS variables), light or dark.
 */

export type State = { kind: 'loading' } | { kind: 'ready'; at: Date; times: ResponseTimes } | { kind: 'failed' }

export function statusWords(state: State): string {
  if (state.kind === 'ready') return `Last 12 weeks, ${asOfWords(state.at)}. Only office hours count.`
  if (state.kind === 'loading') return 'Working out the response times…'
  return 'The requests could not be read. Check the connection, then press Refresh.'
}

/** Reads the requests of the 12 weeks and the office hours, and works the figures out as of `now`. */
export async function loadResponseTimes(client: SanityClient, now: Date): Promise<State> {
  try {
    const [hours, requests] = await Promise.all([
      officeHoursOf(client, now.getTime()),
      client.fetch(responseTimesQuery, {
        since: responseTimesSince(now).toISOString(),
      }),
    ])
    return { kind: 'ready', at: now, times: responseTimes(requests, { now, hours }) }
  } catch {
    return { kind: 'failed' }
  }
}

/** `client`: the Studio's, given by the desk (./waiting.ts), so this module needs nothing of `sanity` itself. */
export function ResponseTimesPane({ client }: { client: SanityClient }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [refreshes, setRefreshes] = useState(0)

  useEffect(() => {
    let current = true
    void loadResponseTimes(client, new Date()).then((loaded) => current && setState(loaded))
    return () => {
      current = false
    }
  }, [client, refreshes])

  function refresh() {
    setState({ kind: 'loading' })
    setRefreshes((count) => count + 1)
  }

  return (
    <div style={{ padding: 24, overflow: 'auto', height: '100%', boxSizing: 'border-box', lineHeight: 1.5 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <p role="status" style={{ flex: 1, margin: 0, color: 'var(--card-muted-fg-color, inherit)' }}>
          {statusWords(state)}
        </p>
        <PaneButton onClick={refresh}>Refresh</PaneButton>
      </div>
      {state.kind === 'ready' ? <ResponseTimesFigure times={state.times} /> : null}
    </div>
  )
}
