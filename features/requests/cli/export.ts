/**
 * Writes every request in the inbox as CSV, for the owner's records:
 *
 *   npm run leads:export                         to .data/leads-<date>.csv
 *   npm run leads:export -- --out requests.csv   to a file of your choice
 *   npm run leads:export -- --out -              to the standard output
 *
 * With a Sanity project it needs a token that can read private documents
 * (SANITY_API_WRITE_TOKEN, or the Viewer token SANITY_API_READ_TOKEN);
 * without one it reads the local file .data/leads.ndjson.
 */
import '@/lib/env/load-env-files'
import { contentSource } from '../../../lib/env/content'
import { sanityReadToken, sanityWriteToken } from '../../../lib/env/secrets'
import { defaultExportFile, exportInbox } from './commands'
import { openInbox } from './inbox'

async function main() {
  const index = process.argv.indexOf('--out')
  const out = index === -1 ? defaultExportFile() : process.argv[index + 1]
  if (!out) throw new Error('--out needs a file name, or - for the standard output.')
  const inbox = openInbox({
    source: contentSource(),
    token: sanityWriteToken() ?? sanityReadToken(),
    tokenNeeded: 'SANITY_API_WRITE_TOKEN or SANITY_API_READ_TOKEN',
  })
  await exportInbox(inbox, { out })
}

main().catch((error: unknown) => {
  console.error(`leads:export: ${(error as Error).message}`)
  process.exit(1)
})
