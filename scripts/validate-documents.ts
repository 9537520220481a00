/**
 * Runs the Studio's own validation rules over an NDJSON dataset, offline.
 *
 *   npx sanity exec scripts/validate-documents.ts -- [file.ndjson …]
 *
 * Prints one JSON line per file, in the order given: the markers per
 * document. Without a file it checks the starter dataset. Several files share
 * one run: starting the Sanity CLI is most of the time it takes.
 * `sanity documents validate --file` would be the obvious tool, but it asks
 * the Content Lake whether image assets exist, which needs a network and a
 * login; here the assets are in the dataset.
 */
import { createSchema, validateDocument, type Workspace } from 'sanity'
import { loadStarterDataset, STARTER_FILE } from '../sanity/starter'
import { schemaTypes } from '../studio/schema'

async function main() {
  const files = process.argv.slice(2).filter((arg) => arg.endsWith('.ndjson'))
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const workspace = { schema } as unknown as Workspace
  for (const file of files.length > 0 ? files : [STARTER_FILE]) {
    process.stdout.write(JSON.stringify(await validateFile(file, workspace)) + '\n')
  }
}

async function validateFile(file: string, workspace: Workspace) {
  const documents = await loadStarterDataset(file)
  const ids = new Set(documents.map((doc) => doc._id))
  const results = []
  for (const document of documents) {
    if (document._type.startsWith('sanity.')) continue
    const markers = await validateDocument({
      document: document as Parameters<typeof validateDocument>[0]['document'],
      workspace,
      environment: 'cli',
      getClient: () => {
        throw new Error('Validation rules must not query the Content Lake: they run offline.')
      },
      getDocumentExists: async ({ id }) => ids.has(id),
    })
    results.push({
      id: document._id,
      type: document._type,
      markers: markers.map(({ level, message, path }) => ({ level, message, path: path.join('.') })),
    })
  }
  return results
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
