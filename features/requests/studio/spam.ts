import { RestoreIcon, TrashIcon, WarningOutlineIcon } from '@sanity/icons'
import type { SanityClient } from '@sanity/client'
import type { Observable } from 'rxjs'
import type { ListItemBuilder, MenuItemBuilder, StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { DEFAULT_API_VERSION } from '../../../lib/env/content'
import { REQUEST_TYPE } from '../model/stored'
import { liveCount } from './live-count'
import { spamCountQuery, spamSnapshotQuery, spamCountedQuery, SPAM_FILTER } from './inbox-queries'

/**
 * The Inbox's Spam list (issue 36): requests the server took for a script's
 * (features/requests/model/spam.ts says why, on each), families' requests and
 * caregivers' applications alike in one list, kept out of New, with their
 * number in the title, deleted by `npm run leads:purge` a month after their
 * last change. A flood costs the owner one action: the list's header
 * deletes them all, or moves them all to New (for the day the list holds
 * real people, say after a misconfigured key; an application moved goes to
 * the Applications' New), each as one mutation by query, after a
 * confirmation that says how many. The query names the status, so a request
 * moved out of Spam meanwhile is left alone, and stops at the last change
 * counted, so nothing that arrived after the count goes with them.
 */

const MUTATION_OPTIONS = { returnFirst: false, returnDocuments: false, visibility: 'sync' } as const

/** "Spam (12)"; just "Spam" when there is none, or while the count is loading. */
export const spamTitle = (count: number | null) => (count ? `Spam (${count})` : 'Spam')

/** The number of requests in Spam, live; null while loading or when it cannot be read (the Inbox still opens). */
export function spamRequestCount(context: Pick<StructureResolverContext, 'documentStore'>): Observable<number | null> {
  return liveCount(context, spamCountQuery)
}

export interface SpamActions {
  client: Pick<SanityClient, 'fetch' | 'delete' | 'patch'>
  /** Asks the owner; true to go on (the browser's own dialog in the Studio). */
  confirm: (question: string) => boolean
  /** Tells the owner what happened. */
  report: (words: string) => void
}

const requests = (count: number) => `${count} request${count === 1 ? '' : 's'}`

async function counted(client: SpamActions['client']) {
  return client.fetch<{ count: number; latest: string | null }>(spamSnapshotQuery)
}

/** Deletes every request in Spam, after the owner confirms; returns how many went. */
export async function deleteAllSpam({ client, confirm, report }: SpamActions): Promise<number> {
  const { count, latest } = await counted(client)
  if (!count || !latest) {
    report('Spam is empty: nothing to delete.')
    return 0
  }
  if (!confirm(`Delete all ${requests(count)} in Spam? This cannot be undone.`)) return 0
  const { documentIds } = await client.delete({ query: spamCountedQuery, params: { latest } }, MUTATION_OPTIONS)
  report(`Deleted ${requests(documentIds.length)} from Spam.`)
  return documentIds.length
}

/** Moves every request in Spam to New, after the owner confirms; returns how many moved. */
export async function moveAllSpamToNew({ client, confirm, report }: SpamActions): Promise<number> {
  const { count, latest } = await counted(client)
  if (!count || !latest) {
    report('Spam is empty: nothing to move.')
    return 0
  }
  const question = `Move all ${requests(count)} in Spam to New? Do this only if people sent them (families or applicants), not programs.`
  if (!confirm(question)) return 0
  const { documentIds } = await client
    .patch({ query: spamCountedQuery, params: { latest } })
    .set({ status: 'new' })
    .unset(['spamReason'])
    .commit(MUTATION_OPTIONS)
  report(`Moved ${requests(documentIds.length)} to New.`)
  return documentIds.length
}

/** Runs an action from the menu: a failure is told to the owner, never lost in the console. */
function run(action: (actions: SpamActions) => Promise<number>, actions: SpamActions, what: string) {
  return () =>
    void action(actions).catch((error: unknown) =>
      actions.report(`Could not ${what}: ${(error as Error).message ?? String(error)}. Nothing was changed.`),
    )
}

export function spamMenuItems(S: StructureBuilder, actions: SpamActions): MenuItemBuilder[] {
  return [
    S.menuItem()
      .id('delete-all-spam')
      .title('Delete all spam')
      .icon(TrashIcon)
      .showAsAction(true)
      .action(run(deleteAllSpam, actions, 'delete the spam')),
    S.menuItem()
      .id('move-all-spam-to-new')
      .title('Move all spam to New')
      .icon(RestoreIcon)
      .action(run(moveAllSpamToNew, actions, 'move the spam')),
  ]
}

/** The Studio's own client and the browser's dialogs. */
export function studioSpamActions(context: Pick<StructureResolverContext, 'getClient'>): SpamActions {
  return {
    client: context.getClient({ apiVersion: DEFAULT_API_VERSION }),
    confirm: (question) => window.confirm(question),
    report: (words) => window.alert(words),
  }
}

export interface SpamListOptions {
  count: number | null
  /** The list's menu; none where there is no Studio (the tests of the lists alone). */
  actions: SpamActions | null
}

export function spamListItem(S: StructureBuilder, { count, actions }: SpamListOptions): ListItemBuilder {
  const list = S.documentList()
    .id('requests-spam')
    .title('Spam requests')
    .schemaType(REQUEST_TYPE)
    .apiVersion(DEFAULT_API_VERSION)
    .filter(SPAM_FILTER)
    .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }])
  return S.listItem()
    .id('spam')
    .title(spamTitle(count))
    .icon(WarningOutlineIcon)
    .schemaType(REQUEST_TYPE)
    .child(actions ? list.menuItems(spamMenuItems(S, actions)) : list)
}
