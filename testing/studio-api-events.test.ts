import { Mutation } from '@sanity/mutator'
import { applyPatch } from 'mendoza'
import type { FixtureDocument } from '@/testing/content-lake'
import {
  changesBetween,
  eventFor,
  listenEvents,
  listenOptions,
  newTransactionId,
  stampRevisions,
  type Transaction,
} from '@/testing/studio-api-events'

const transaction: Transaction = { id: 'txn-abc', identity: 'pOwner123', timestamp: '2026-03-01T10:00:00.000Z' }
const quote = (text: string, rev?: string): FixtureDocument => ({
  _id: 'testimonial-1',
  _type: 'testimonial',
  quote: text,
  ...(rev ? { _rev: rev } : {}),
})

describe('revisions of the shared dataset', () => {
  it('gives every document a revision and the timestamps every real document has', () => {
    const [stamped] = stampRevisions([], [quote('Kind and punctual.')])
    expect(stamped?._rev).toMatch(/^[A-Za-z0-9]{22}$/)
    expect(stamped).toMatchObject({ _createdAt: expect.any(String), _updatedAt: expect.any(String) })
  })

  it('keeps the revision of a document whose content did not change, even when it comes back without one', () => {
    const before = stampRevisions([], [quote('Kind and punctual.')])
    // As the tests' reset does: the starter document again, with no _rev and no timestamps.
    expect(stampRevisions(before, [quote('Kind and punctual.')])).toEqual(before)
  })

  it('gives a new revision to changed content that kept its old one (a test edited a copy)', () => {
    const [before] = stampRevisions([], [quote('Kind and punctual.')])
    const [after] = stampRevisions([before!], [{ ...before!, quote: 'Always on time.' }])
    expect(after?._rev).not.toBe(before?._rev)
  })

  it("keeps a writer's own new revision (the Studio's transaction id)", () => {
    const [before] = stampRevisions([], [quote('Kind and punctual.')])
    const [after] = stampRevisions([before!], [{ ...before!, quote: 'Always on time.', _rev: transaction.id }])
    expect(after?._rev).toBe(transaction.id)
  })

  it('lists what was added, changed and removed, by revision', () => {
    const previous = [quote('a', 'r1'), { _id: 'fact-1', _type: 'fact', _rev: 'r2' }]
    const next = [quote('b', 'r3'), { _id: 'fact-2', _type: 'fact', _rev: 'r4' }]
    expect(changesBetween(previous, next).map(({ id, before, after }) => [id, before?._rev, after?._rev])).toEqual([
      ['testimonial-1', 'r1', 'r3'],
      ['fact-2', undefined, 'r4'],
      ['fact-1', 'r2', undefined],
    ])
  })

  it("makes transaction ids of the API's shape", () => {
    expect(new Set(Array.from({ length: 50 }, newTransactionId)).size).toBe(50)
  })
})

describe('listen events', () => {
  const before = quote('Kind and punctual.', 'rev-1')
  const after = { ...quote('Always on time.'), _rev: transaction.id, _updatedAt: transaction.timestamp }

  it('chain revisions: previousRev is the revision the Studio holds, resultRev the one it will', () => {
    const [event] = listenEvents(transaction, [{ id: 'testimonial-1', before, after }])
    expect(event).toMatchObject({
      eventId: 'txn-abc#testimonial-1',
      documentId: 'testimonial-1',
      transactionId: 'txn-abc',
      transition: 'update',
      identity: 'pOwner123',
      previousRev: 'rev-1',
      resultRev: 'txn-abc',
      timestamp: transaction.timestamp,
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    })
  })

  it('number the events of a transaction and leave previousRev out when a document appears', () => {
    const draft = { ...after, _id: 'drafts.testimonial-1' }
    const events = listenEvents(transaction, [
      { id: 'testimonial-1', before, after },
      { id: 'drafts.testimonial-1', after: draft },
    ])
    expect(
      events.map((event) => [event.transition, event.transactionCurrentEvent, event.transactionTotalEvents]),
    ).toEqual([
      ['update', 1, 2],
      ['appear', 2, 2],
    ])
    expect(events[1]).not.toHaveProperty('previousRev')
  })

  it("carry effects that mendoza turns from the Studio's copy (without _rev) into the new document", () => {
    const [event] = listenEvents(transaction, [{ id: 'testimonial-1', before, after }])
    const { _rev, ...held } = before
    expect(_rev).toBe('rev-1')
    const { _rev: resultRev, ...expected } = after
    expect(applyPatch(held, event!.effects!.apply)).toEqual(expected)
    expect(resultRev).toBe(event!.resultRev)
    expect(applyPatch(expected, event!.effects!.revert)).toEqual(held)
  })

  it('carry mutations that @sanity/mutator applies as the Studio does, checking and setting the revision', () => {
    const [event] = listenEvents(transaction, [{ id: 'testimonial-1', before, after }])
    const applied = new Mutation({ ...event!, mutations: event!.mutations as [] }).apply(structuredClone(before))
    expect(applied).toMatchObject({ quote: 'Always on time.', _rev: 'txn-abc' })
    // Against any other revision the Studio refuses it, and refetches: the chain must hold.
    expect(() =>
      new Mutation({ ...event!, mutations: event!.mutations as [] }).apply({ ...before, _rev: 'other' }),
    ).toThrow(/Previous revision/)
  })

  it('announce a deletion with a null document and the transaction id for a revision', () => {
    const [event] = listenEvents(transaction, [{ id: 'testimonial-1', before }])
    expect(event).toMatchObject({ transition: 'disappear', previousRev: 'rev-1', resultRev: 'txn-abc' })
    expect(event!.mutations).toEqual([{ delete: { id: 'testimonial-1' } }])
    expect(applyPatch({ quote: 'x' }, event!.effects!.apply)).toBeNull()
  })

  it('carry only what the listener asked for, with the API defaults', () => {
    const [event] = listenEvents(transaction, [{ id: 'testimonial-1', before, after }])
    const defaults = listenOptions(new URLSearchParams('query=*'))
    expect(defaults).toEqual({
      includeResult: true,
      includePreviousRevision: false,
      includeMutations: true,
      mendoza: false,
    })
    expect(Object.keys(eventFor(event!, defaults))).toEqual(
      expect.arrayContaining(['result', 'mutations', 'previousRev', 'resultRev']),
    )
    expect(eventFor(event!, defaults)).not.toHaveProperty('effects')
    expect(eventFor(event!, defaults)).not.toHaveProperty('previous')

    // The Studio's document-pair listener.
    const studio = listenOptions(new URLSearchParams('includeResult=false&effectFormat=mendoza'))
    const trimmed = eventFor(event!, studio)
    expect(trimmed).not.toHaveProperty('result')
    expect(trimmed).toHaveProperty('effects')
    expect(trimmed).toHaveProperty('mutations')
  })
})
