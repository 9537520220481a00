#!/usr/bin/env node
/**
 * Copies the starter dataset, images included, into a Sanity project:
 *
 *   npm run seed -- --dataset production            only documents that are missing
 *   npm run seed -- --dataset production --replace  overwrite existing ones too
 *   npm run seed -- --dry-run                       prepare and print, import nothing
 *
 * Wraps `sanity dataset import`. The NDJSON file points at its images with
 * paths relative to itself; the CLI wants absolute ones, so a prepared copy
 * is imported. Needs `npx sanity login` first, or SANITY_AUTH_TOKEN set to a
 * token with write access.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import nextEnv from '@next/env'

nextEnv.loadEnvConfig(process.cwd())

const STARTER_FILE = path.join(process.cwd(), 'sanity', 'starter', 'dataset.ndjson')

function fail(message) {
  console.error(`seed: ${message}`)
  process.exit(1)
}

function option(name) {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim()
const dataset = option('--dataset') ?? process.env.NEXT_PUBLIC_SANITY_DATASET?.trim()
const replace = process.argv.includes('--replace')
const dryRun = process.argv.includes('--dry-run')

if (!projectId)
  fail('NEXT_PUBLIC_SANITY_PROJECT_ID is not set: set it (in .env.local) to the id shown at sanity.io/manage.')
if (!dataset) fail('No dataset: pass --dataset production, or set NEXT_PUBLIC_SANITY_DATASET.')

const starterDir = path.dirname(STARTER_FILE)
const prepared = readFileSync(STARTER_FILE, 'utf8').replace(/"image@file:\/\/([^"]+)"/g, (_, relative) => {
  const file = path.resolve(starterDir, relative)
  if (!existsSync(file)) fail(`Starter image ${file} is missing.`)
  return JSON.stringify(`image@${pathToFileURL(file).href}`)
})
const preparedFile = path.join(mkdtempSync(path.join(tmpdir(), 'seed-')), 'dataset.ndjson')
writeFileSync(preparedFile, prepared)

const args = [
  'dataset',
  'import',
  preparedFile,
  dataset,
  '--project-id',
  projectId,
  replace ? '--replace' : '--missing',
]
console.log(`seed: sanity ${args.join(' ')}`)
if (dryRun) process.exit(0)

const result = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'sanity'), args, { stdio: 'inherit' })
process.exit(result.status ?? 1)
