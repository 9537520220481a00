import type { FixtureDocument } from '@/testing/content-lake'
import { MutationError } from '@/testing/content-lake-mutations'
import type { Transaction } from '@/testing/studio-api-events'
import { applyActions, applyStudioMutations } from '@/testing/studio-api-writes'

const transaction: Transaction = { id: 'txn-1', identity: 'pOwner123', timestamp: '2026-03-01T10:00:00.000Z' }

const published: FixtureDocument = {
  _id: 'testimonial-1',
  _type: 'testimonial',
  _rev: 'rev-1',
  _createdAt: '2025-01-01T00:00:00Z',
  quote: 'Kind and punctual.',
}
const request: FixtureDocument = { _id: 'lead.1', _type: 'lead', _rev: 'rev-2', status: 'new', name: 'Mary Jones' }
const dataset = (...documents: FixtureDocument[]) => new Map(documents.map((document) => [document._id, document]))
const ids = { draftId: 'drafts.testimonial-1', publishedId: 'testimonial-1' }

describe('the Studio’s actions', () => {
  it('edit: the first edit starts the draft from the published document, with the patch applied', () => {
    const staged = applyActions(
      dataset(published),
      [
        {
          actionType: 'sanity.action.document.edit',
          ...ids,
          // What the Studio sends when the owner types in a text field.
          patch: { diffMatchPatch: { quote: '@@ -1,6 +1,6 @@\n-Kind\n+Warm\n  and\n' } },
        },
      ],
      transaction,
    )
    expect(staged.get('drafts.testimonial-1')).toMatchObject({
      _id: 'drafts.testimonial-1',
      quote: 'Warm and punctual.',
      _rev: 'txn-1',
      _updatedAt: transaction.timestamp,
    })
    expect(staged.has('testimonial-1')).toBe(false)
  })

  it('publish: the draft becomes the published document and is gone; the creation date stays', () => {
    const draft = { ...published, _id: 'drafts.testimonial-1', _createdAt: '2026-02-01T00:00:00Z', quote: 'New.' }
    const staged = applyActions(
      dataset(published, draft),
      { actionType: 'sanity.action.document.publish', ...ids, ifPublishedRevisionId: 'rev-1' },
      transaction,
    )
    expect(staged.get('testimonial-1')).toMatchObject({
      _id: 'testimonial-1',
      quote: 'New.',
      _rev: 'txn-1',
      _createdAt: '2025-01-01T00:00:00Z',
    })
    expect(staged.has('drafts.testimonial-1') && staged.get('drafts.testimonial-1')).toBeUndefined()
  })

  it('discard, delete and unpublish', () => {
    const draft = { ...published, _id: 'drafts.testimonial-1' }
    const discard = applyActions(
      dataset(published, draft),
      { actionType: 'sanity.action.document.discard', ...ids },
      transaction,
    )
    expect([...discard]).toEqual([['drafts.testimonial-1', undefined]])

    const del = applyActions(
      dataset(published, draft),
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'testimonial-1',
        includeDrafts: ['drafts.testimonial-1'],
      },
      transaction,
    )
    expect([...del]).toEqual([
      ['testimonial-1', undefined],
      ['drafts.testimonial-1', undefined],
    ])

    const unpublish = applyActions(
      dataset(published),
      { actionType: 'sanity.action.document.unpublish', ...ids },
      transaction,
    )
    expect(unpublish.get('drafts.testimonial-1')).toMatchObject({ quote: 'Kind and punctual.', _rev: 'txn-1' })
    expect(unpublish.get('testimonial-1')).toBeUndefined()
  })

  it('refuses what the API refuses, with its status, and stages nothing', () => {
    const attempt = (actions: unknown) => () => applyActions(dataset(published), actions, transaction)
    expect(attempt({ actionType: 'sanity.action.document.publish', ...ids })).toThrow(MutationError)
    expect(attempt({ actionType: 'sanity.action.document.create', attributes: published })).toThrow(/already exists/)
    expect(attempt({ actionType: 'sanity.action.document.release.create' })).toThrow(/does not support/)
    const statusOf = (run: () => unknown) => {
      try {
        run()
        return null
      } catch (error) {
        return (error as MutationError).status
      }
    }
    expect(
      statusOf(attempt({ actionType: 'sanity.action.document.edit', draftId: 'drafts.x', publishedId: 'x' })),
    ).toBe(409)
    expect(statusOf(attempt([]))).toBe(400)
  })
})

describe('the Studio’s mutations', () => {
  it('patches a live-edited request in place: the status is saved at once, no draft', async () => {
    const { staged, results } = await applyStudioMutations(
      dataset(request),
      [{ patch: { id: 'lead.1', ifRevisionID: 'rev-2', set: { status: 'contacted', internalNote: 'Called back.' } } }],
      transaction,
    )
    expect(staged.get('lead.1')).toMatchObject({ status: 'contacted', internalNote: 'Called back.', _rev: 'txn-1' })
    expect(results).toEqual([{ id: 'lead.1', operation: 'update' }])
  })

  it('creates, refuses to create twice, and deletes by query (the Presentation tool’s expired secrets)', async () => {
    const secret = { _id: 'sanity-preview-url-secret.a', _type: 'sanity.previewUrlSecret', secret: 's' }
    const created = await applyStudioMutations(dataset(), [{ create: secret }], transaction)
    expect(created.staged.get(secret._id)).toMatchObject({ secret: 's', _rev: 'txn-1' })
    await expect(applyStudioMutations(dataset(secret), [{ create: secret }], transaction)).rejects.toThrow(
      /already exists/,
    )

    const cleared = await applyStudioMutations(
      dataset(secret, published),
      [{ delete: { query: '*[_type == "sanity.previewUrlSecret"]' } }],
      transaction,
    )
    expect([...cleared.staged]).toEqual([[secret._id, undefined]])
  })

  it('patches and deletes by query with parameters (the Spam list’s two actions), in one transaction', async () => {
    const spam = (id: string, updated: string): FixtureDocument => ({
      ...request,
      _id: id,
      status: 'spam',
      spamReason: 'No ticket.',
      _updatedAt: updated,
    })
    const documents = dataset(request, spam('lead.2', '2026-03-01T09:00:00Z'), spam('lead.3', '2026-03-01T11:00:00Z'))
    const counted = '*[_type == "lead" && status == "spam" && dateTime(_updatedAt) <= dateTime($latest)]'
    const params = { latest: '2026-03-01T10:00:00Z' }
    const moved = await applyStudioMutations(
      documents,
      [{ patch: { query: counted, params, set: { status: 'new' }, unset: ['spamReason'] } }],
      transaction,
    )
    expect(moved.results).toEqual([{ id: 'lead.2', operation: 'update' }])
    expect(moved.staged.get('lead.2')).toMatchObject({ status: 'new', _rev: 'txn-1' })
    expect(moved.staged.get('lead.2')).not.toHaveProperty('spamReason')

    const deleted = await applyStudioMutations(documents, [{ delete: { query: counted, params } }], transaction)
    expect([...deleted.staged]).toEqual([['lead.2', undefined]])
    await expect(
      applyStudioMutations(documents, [{ delete: { query: '*[status ==' } }], transaction),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('refuses a patch of a document that does not exist', async () => {
    await expect(
      applyStudioMutations(dataset(), [{ patch: { id: 'lead.2', set: { status: 'closed' } } }], transaction),
    ).rejects.toMatchObject({ status: 409 })
  })
})
