/**
 * The morning summary on a fake clock (issue 61): once on an open day, at
 * opening time, by the channels still owed it; nothing when there is
 * nothing to say, nor on a closed day.
 */
import { DEFAULT_REMINDER_SETTINGS } from '../model/reminders'
import { runMorningSummary } from './morning-summary-job'
import {
  application,
  jobContext,
  newLeadsFile,
  recorder,
  sunday,
  thursday,
  tuesday,
  waiting,
  wednesday,
} from './test-kit'

let file: string
beforeEach(() => {
  file = newLeadsFile()
})

it('says at opening who is waiting and since when, new applications and yesterday’s response times, once', async () => {
  await waiting(file, 's1', tuesday('17:45'), { name: 'Ruth Ellison' })
  await waiting(file, 's2', tuesday('09:00'), {
    name: 'Ann Lee',
    status: 'contacted',
    firstContactedAt: tuesday('09:30').toISOString(),
  })
  await application(file, 's3', tuesday('20:00'))
  const { sent, send } = recorder()
  expect(await runMorningSummary(jobContext(file, wednesday('07:59'), send))).toBe('not due')
  expect(await runMorningSummary(jobContext(file, wednesday('08:00'), send))).toBe('sent by text sent, email sent')
  expect(sent).toHaveLength(1)
  expect(sent[0]!.message.text).toBe(
    'Good morning: 1 family waiting (oldest since Mar 10, 2026, 5:45 PM), 1 new job application, 1 answered yesterday. See the Inbox.',
  )
  expect(sent[0]!.message.email.reply_promise!.split('\n')).toEqual([
    '1 family still waiting for a first call:',
    '- Ruth, since Mar 10, 2026, 5:45 PM',
    '1 new job application in the Inbox.',
    'Yesterday 1 family had their first call, typically in 30 min of office time.',
  ])
  expect(await runMorningSummary(jobContext(file, wednesday('08:01'), send))).toBe('sent already')
  expect(sent).toHaveLength(1)
})

it('sends nothing when there is nothing to say, nor on a closed day, nor when the owner turned it off', async () => {
  const { sent, send } = recorder()
  expect(await runMorningSummary(jobContext(file, thursday('08:00'), send))).toBe('nothing to say')
  expect(await runMorningSummary(jobContext(file, thursday('09:00'), send))).toBe('sent already')
  await waiting(file, 't1', thursday('07:00'))
  expect(await runMorningSummary(jobContext(file, sunday('10:00'), send))).toBe('not due')
  const off = {
    ...jobContext(file, tuesday('08:00'), send),
    reminders: { ...DEFAULT_REMINDER_SETTINGS, morningSummary: false },
  }
  expect(await runMorningSummary(off)).toBe('switched off')
  expect(sent).toEqual([])
})

it('tries a channel that failed again later that day, and sends the other once', async () => {
  await waiting(file, 'u1', tuesday('17:45'))
  const { sent, send } = recorder((channel, call) => (channel === 'email' && call === 1 ? 'failed' : 'sent'))
  await runMorningSummary(jobContext(file, wednesday('08:00'), send))
  await runMorningSummary(jobContext(file, wednesday('08:01'), send))
  await runMorningSummary(jobContext(file, wednesday('08:02'), send))
  expect(sent.map(({ channels }) => channels.join())).toEqual(['text,email', 'email'])
})
