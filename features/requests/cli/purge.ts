/**
 * Deletes what has been kept long enough (features/requests/model/retention.ts):
 * closed requests and closed applications past their own periods, spam
 * past 30 days, and any request past the maximum age, as the owner set them
 * in the Studio (Inbox → Inbox settings):
 *
 *   npm run leads:purge            a dry run: lists what would be deleted
 *   npm run leads:purge -- --yes   deletes them
 *
 * With a Sanity project it needs SANITY_API_WRITE_TOKEN (an Editor token);
 * without one it works on the local file .data/leads.ndjson.
 */
import '@/lib/env/load-env-files'
import { contentSource } from '../../../lib/env/content'
import { sanityWriteToken } from '../../../lib/env/secrets'
import { purgeInbox } from './commands'
import { openInbox } from './inbox'

async function main() {
  const inbox = openInbox({ source: contentSource(), token: sanityWriteToken(), tokenNeeded: 'SANITY_API_WRITE_TOKEN' })
  await purgeInbox(inbox, { yes: process.argv.includes('--yes') })
}

main().catch((error: unknown) => {
  console.error(`leads:purge: ${(error as Error).message}`)
  process.exit(1)
})
