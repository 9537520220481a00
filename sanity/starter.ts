import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { imageSize } from 'image-size'

/**
 * The starter dataset: the NDJSON file that `npm run seed` imports into a
 * real project, read here as an in-memory dataset for groq-js.
 *
 * Images in the file are `_sanityAsset` pointers to files under public/, as
 * `sanity dataset import` expects. Here each becomes what the Content Lake
 * would hold after an import: a reference to a `sanity.imageAsset` document
 * carrying the url and the size, so the same queries work on both sources.
 *
 * The reads below are hidden from the bundler's file tracing, which would
 * otherwise ship the whole project; next.config.ts names the folders instead.
 */

export const STARTER_DIR = path.join(process.cwd(), 'sanity', 'starter')
export const STARTER_FILE = path.join(STARTER_DIR, 'dataset.ndjson')
const PUBLIC_DIR = path.join(process.cwd(), 'public')

export type StarterDocument = { _id: string; _type: string; [field: string]: unknown }

export function parseNdjson(text: string): StarterDocument[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      try {
        return JSON.parse(line) as StarterDocument
      } catch (error) {
        throw new Error(`${STARTER_FILE}, line ${index + 1}: ${(error as Error).message}`)
      }
    })
}

/** `image@file://../../public/starter/a.jpg` → absolute path of the file. */
export function assetFilePath(pointer: string): string {
  const relative = /^image@file:\/\/(.+)$/.exec(pointer)?.[1]
  if (!relative) throw new Error(`Unsupported _sanityAsset "${pointer}": the starter dataset only holds local images.`)
  return path.resolve(STARTER_DIR, relative)
}

async function imageAssetFor(pointer: string): Promise<StarterDocument> {
  const file = assetFilePath(pointer)
  if (!file.startsWith(PUBLIC_DIR + path.sep)) {
    throw new Error(`Starter image ${file} must live under public/ so that the site can serve it.`)
  }
  const bytes = await readFile(/* turbopackIgnore: true */ file)
  const { width, height, type } = imageSize(bytes)
  const extension = type === 'jpg' ? 'jpg' : (type ?? path.extname(file).slice(1))
  // The id has the shape Sanity gives imported images: image-<sha1>-<w>x<h>-<ext>.
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    url: '/' + path.relative(PUBLIC_DIR, file).split(path.sep).join('/'),
    originalFilename: path.basename(file),
    extension,
    mimeType: `image/${extension === 'jpg' ? 'jpeg' : extension}`,
    sha1hash: sha1,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  }
}

/** Replaces every `_sanityAsset` pointer with a reference, collecting the assets. */
async function resolveAssets(value: unknown, assets: Map<string, Promise<StarterDocument>>): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolveAssets(item, assets)))
  if (!value || typeof value !== 'object') return value
  const { _sanityAsset, ...rest } = value as Record<string, unknown>
  const entries = await Promise.all(
    Object.entries(rest).map(async ([key, field]) => [key, await resolveAssets(field, assets)] as const),
  )
  const resolved = Object.fromEntries(entries)
  if (typeof _sanityAsset !== 'string') return resolved
  if (!assets.has(_sanityAsset)) assets.set(_sanityAsset, imageAssetFor(_sanityAsset))
  const asset = await assets.get(_sanityAsset)!
  return { ...resolved, asset: { _type: 'reference', _ref: asset._id } }
}

/**
 * The documents as they read once the owner has switched the page-load
 * spinner off in the contact details and published: what the bench's
 * loader-off build serves (docs/benchmark.md).
 */
export function withPageLoaderOff(documents: StarterDocument[]): StarterDocument[] {
  return documents.map((document) =>
    document._type === 'settings' ? { ...document, showPageLoader: false } : document,
  )
}

/** The starter documents as the Content Lake would hold them after `npm run seed`. */
export async function loadStarterDataset(file = STARTER_FILE): Promise<StarterDocument[]> {
  const documents = parseNdjson(await readFile(/* turbopackIgnore: true */ file, 'utf8'))
  const assets = new Map<string, Promise<StarterDocument>>()
  const resolved = (await resolveAssets(documents, assets)) as StarterDocument[]
  return [...resolved, ...(await Promise.all(assets.values()))]
}
