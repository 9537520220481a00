/**
 * The Inbox's Spam list and its two actions on the whole list, run with the
 * real @sanity/client against the Content Lake fixture: one mutation by
 * query each, after the owner confirms, touching only what is still spam
 * and was counted.
 */
import { Subject, firstValueFrom, take, toArray } from 'rxjs'
import type { SanityClient } from '@sanity/client'
import {
  deleteAllSpam,
  moveAllSpamToNew,
  spamListItem,
  spamRequestCount,
  type SpamActions,
} from '@/features/requests/studio/spam'
import { createContentLakeClient } from '@/sanity/client'
import { startContentLake, type ContentLakeFixture, type FixtureDocument } from '@/testing/content-lake'
import { arg, recordingBuilder as S, type Recorded } from '../../../testing/unit/structure-recorder'
import { spamCountQuery, SPAM_FILTER } from './inbox-queries'

const TOKEN = 'jest-studio-token'
let lake: ContentLakeFixture
let client: SanityClient

const request = (id: string, status: string, updated: string): FixtureDocument => ({
  _id: `lead.${id}`,
  _type: 'lead',
  status,
  submittedAt: updated,
  _updatedAt: updated,
  ...(status === 'spam' ? { spamReason: 'It came without the ticket.' } : {}),
})
const INBOX = [
  request('family', 'new', '2026-03-01T10:00:00Z'),
  request('bot-1', 'spam', '2026-03-02T10:00:00Z'),
  request('bot-2', 'spam', '2026-03-03T10:00:00Z'),
  request('bot-3', 'spam', '2026-03-04T10:00:00Z'),
  { _id: 'service-x', _type: 'service', status: 'spam', _updatedAt: '2026-03-01T10:00:00Z' },
]

beforeAll(async () => {
  lake = await startContentLake({ documents: [], token: TOKEN, writeToken: TOKEN })
  client = createContentLakeClient({
    kind: 'contentLake',
    projectId: 'jesttest',
    dataset: 'production',
    apiVersion: '2025-09-25',
    apiHost: lake.url,
  }).withConfig({ token: TOKEN })
})
afterAll(() => lake.close())
beforeEach(() => lake.setDocuments(structuredClone(INBOX)))

const statuses = () => Object.fromEntries(lake.documents().map((one) => [one._id, one.status]))
function owner(answer: boolean, meanwhile: () => void = () => {}) {
  const asked: string[] = []
  const told: string[] = []
  const actions: SpamActions = {
    client,
    confirm: (question) => {
      asked.push(question)
      meanwhile()
      return answer
    },
    report: (words) => told.push(words),
  }
  return { actions, asked, told }
}

describe('the Spam list', () => {
  it('lists requests marked spam, newest first, its number in the title, with both actions in its header', () => {
    const item = spamListItem(S, { count: 3, actions: owner(true).actions })
    expect(arg(item, 'title')).toBe('Spam (3)')
    const list = arg(item, 'child')
    expect(arg(list, 'filter')).toBe(SPAM_FILTER)
    expect(arg(list, 'defaultOrdering')).toEqual([{ field: 'submittedAt', direction: 'desc' }])
    const menu = arg(list, 'menuItems') as Recorded[]
    expect(menu.map((one) => arg(one, 'title'))).toEqual(['Delete all spam', 'Move all spam to New'])
    expect(arg(menu[0], 'showAsAction')).toBe(true)
    expect(arg(spamListItem(S, { count: 0, actions: null }), 'title')).toBe('Spam')
  })

  it('keeps its number live, and still opens when it cannot be read', async () => {
    const counts = new Subject<unknown>()
    const documentStore = { listenQuery: jest.fn(() => counts) }
    const seen = firstValueFrom(spamRequestCount({ documentStore } as never).pipe(take(3), toArray()))
    counts.next(12)
    counts.error(new Error('permission denied'))
    expect(await seen).toEqual([null, 12, null])
    expect(documentStore.listenQuery).toHaveBeenCalledWith(spamCountQuery, {}, expect.any(Object))
  })
})

describe('Delete all spam', () => {
  it('asks with the number, then deletes every request in Spam in one mutation, and nothing else', async () => {
    const { actions, asked, told } = owner(true)
    const mutations = lake.requests.length
    expect(await deleteAllSpam(actions)).toBe(3)
    expect(asked).toEqual(['Delete all 3 requests in Spam? This cannot be undone.'])
    expect(told).toEqual(['Deleted 3 requests from Spam.'])
    expect(statuses()).toEqual({ 'lead.family': 'new', 'service-x': 'spam' })
    expect(lake.requests.slice(mutations).filter((one) => one.path.includes('/mutate/'))).toHaveLength(1)
  })

  it('deletes nothing when the owner says no', async () => {
    expect(await deleteAllSpam(owner(false).actions)).toBe(0)
    expect(Object.keys(statuses())).toHaveLength(INBOX.length)
  })

  it('spares a request moved out of Spam, and spam that arrived, after the count', async () => {
    const { actions } = owner(true, () => {
      lake.upsert({ ...request('bot-1', 'new', '2026-03-05T10:00:00Z') })
      lake.upsert(request('bot-4', 'spam', '2026-03-06T10:00:00Z'))
    })
    expect(await deleteAllSpam(actions)).toBe(2)
    expect(statuses()).toEqual({ 'lead.family': 'new', 'lead.bot-1': 'new', 'lead.bot-4': 'spam', 'service-x': 'spam' })
  })

  it('says so when Spam is empty, and when the Content Lake refuses, from the list’s menu', async () => {
    lake.setDocuments([INBOX[0]!])
    const empty = owner(true)
    expect(await deleteAllSpam(empty.actions)).toBe(0)
    expect(empty.asked).toEqual([])
    expect(empty.told).toEqual(['Spam is empty: nothing to delete.'])

    lake.setDocuments(structuredClone(INBOX))
    lake.setMutationFailure('error')
    const failing = owner(true)
    const menu = arg(arg(spamListItem(S, { count: 3, actions: failing.actions }), 'child'), 'menuItems') as Recorded[]
    ;(arg(menu[0], 'action') as () => void)()
    for (let waited = 0; !failing.told.length && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    lake.setMutationFailure(null)
    expect(failing.told).toEqual([expect.stringMatching(/^Could not delete the spam: .*Nothing was changed\.$/)])
    expect(Object.keys(statuses())).toHaveLength(INBOX.length)
  })
})

describe('Move all spam to New', () => {
  it('asks, then moves every request in Spam to New, without the spam note, and nothing else', async () => {
    const { actions, asked, told } = owner(true)
    expect(await moveAllSpamToNew(actions)).toBe(3)
    expect(asked).toEqual([
      'Move all 3 requests in Spam to New? Do this only if people sent them (families or applicants), not programs.',
    ])
    expect(told).toEqual(['Moved 3 requests to New.'])
    expect(statuses()).toEqual({
      'lead.family': 'new',
      'lead.bot-1': 'new',
      'lead.bot-2': 'new',
      'lead.bot-3': 'new',
      'service-x': 'spam',
    })
    expect(lake.documents().filter((one) => one.spamReason)).toEqual([])
  })

  it('moves nothing when the owner says no, nor what arrived after the count', async () => {
    expect(await moveAllSpamToNew(owner(false).actions)).toBe(0)
    const { actions } = owner(true, () => lake.upsert(request('bot-4', 'spam', '2026-03-06T10:00:00Z')))
    expect(await moveAllSpamToNew(actions)).toBe(3)
    expect(statuses()['lead.bot-4']).toBe('spam')
  })
})
