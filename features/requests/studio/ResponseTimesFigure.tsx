import { useId } from 'react'
import type { ResponseTimes } from '../model/response-times'
import { durationWords } from '../model/waiting'
import { barsFor, PROMISE_MINUTES, responseSummary, weekWords, type Panel } from './response-times-chart'

/**
 * Requests per week and the median time to first contact, over the last 12
 * weeks: two small bar charts in plain SVG, read out as their summary, and
 * the same figures in a table below for anyone who would rather read them.
 */

const WIDTH = 640
const REQUESTS: Panel = { left: 48, top: 24, width: 580, height: 90 }
const MEDIANS: Panel = { left: 48, top: 160, width: 580, height: 90 }
const HEIGHT = 290

export function ResponseTimesFigure({ times }: { times: ResponseTimes }) {
  const id = useId()
  const requests = barsFor(
    times.weeks.map((week) => week.requests),
    REQUESTS,
  )
  const medians = barsFor(
    times.weeks.map((week) => week.medianMinutes),
    MEDIANS,
    PROMISE_MINUTES,
  )
  const mostRequests = Math.max(0, ...times.weeks.map((week) => week.requests))
  const topMinutes = Math.max(PROMISE_MINUTES, ...times.weeks.map((week) => week.medianMinutes ?? 0))
  const promiseY = MEDIANS.top + MEDIANS.height * (1 - PROMISE_MINUTES / topMinutes)
  const slot = REQUESTS.width / times.weeks.length

  return (
    <figure style={{ margin: 0 }}>
      <figcaption id={`${id}-caption`} style={{ fontWeight: 600 }}>
        Requests per week, and the median time to first contact (office hours)
      </figcaption>
      <p id={`${id}-summary`}>{responseSummary(times)}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-caption`}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', maxWidth: WIDTH, height: 'auto', color: 'inherit' }}
      >
        <text x={0} y={14} fontSize={12} fill="currentColor">
          Requests (most: {mostRequests})
        </text>
        {requests.map((bar, index) =>
          bar ? <rect key={index} {...bar} fill="currentColor" opacity={0.7} data-bar="requests" /> : null,
        )}
        <text x={0} y={150} fontSize={12} fill="currentColor">
          Median time to first contact (top: {durationWords(topMinutes)})
        </text>
        {medians.map((bar, index) => (bar ? <rect key={index} {...bar} fill="#2f6fdd" data-bar="median" /> : null))}
        <line
          x1={MEDIANS.left}
          x2={MEDIANS.left + MEDIANS.width}
          y1={promiseY}
          y2={promiseY}
          stroke="#c4314b"
          strokeDasharray="4 3"
        />
        <text x={0} y={promiseY + 4} fontSize={11} fill="#c4314b">
          1 h
        </text>
        {times.weeks.map((week, index) =>
          index % 2 === 0 ? (
            <text
              key={week.weekOf}
              x={REQUESTS.left + index * slot + slot / 2}
              y={HEIGHT - 8}
              fontSize={11}
              textAnchor="middle"
              fill="currentColor"
            >
              {weekWords(week.weekOf)}
            </text>
          ) : null,
        )}
      </svg>
      <table style={{ borderCollapse: 'collapse', marginTop: 16, fontSize: 14 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 8 }}>Week by week</caption>
        <thead>
          <tr>
            {['Week of', 'Requests', 'Answered', 'Median time to first contact'].map((heading) => (
              <th key={heading} scope="col" style={{ textAlign: 'left', padding: '4px 12px 4px 0' }}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.weeks.map((week) => (
            <tr key={week.weekOf}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '4px 12px 4px 0' }}>
                {weekWords(week.weekOf)}
              </th>
              <td style={{ padding: '4px 12px 4px 0' }}>{week.requests}</td>
              <td style={{ padding: '4px 12px 4px 0' }}>{week.contacted}</td>
              <td style={{ padding: '4px 12px 4px 0' }}>
                {week.medianMinutes === null ? '–' : durationWords(week.medianMinutes)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
