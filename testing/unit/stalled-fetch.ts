/**
 * Run by sanity/client.test.ts in a child process, under the
 * `react-server` condition that Next.js bundles server code with: there
 * @sanity/client sends a page's query through fetch, a path that its Node
 * build (the one Jest loads) never times out once given Next.js's cache
 * options. Prints how long the fetch a page makes (sanity/fetch.ts) took
 * to fail against a stalled Content Lake, and with what message.
 *
 *   node --conditions=react-server --import tsx testing/unit/stalled-fetch.ts <timeout ms>
 */
import { createContentLakeClient } from '../../sanity/client'
import { startContentLake } from '../content-lake'

async function main() {
  const lake = await startContentLake({ documents: [] })
  lake.setStalled(true)
  const source = { projectId: 'jesttest', dataset: lake.dataset, apiVersion: '2025-09-25', apiHost: lake.url }
  const client = createContentLakeClient({ kind: 'contentLake', ...source }, { timeoutMs: Number(process.argv[2]) })
  const started = performance.now()
  let error = ''
  try {
    await client.fetch('count(*)', {}, { next: { revalidate: 3600, tags: ['settings'] } })
  } catch (caught) {
    error = (caught as Error).message
  }
  console.log(JSON.stringify({ ms: Math.round(performance.now() - started), error }))
  await lake.close()
}

void main()
