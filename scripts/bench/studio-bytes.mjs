// Studio check: the Studio route's own chunks, its live markers, and Studio bytes on a public route.

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { BUILDS, FLOOR_ROUTE, STUDIO_MARKERS, STUDIO_ROUTE, originOf, root } from './config.mjs'

/**
 * The Studio route's own chunks (those the framework floor does not load
 * too), from Next's per-route bundle stats.
 */
export async function studioChunks() {
  const file = path.join(root, BUILDS.on.distDir, 'diagnostics', 'route-bundle-stats.json')
  const stats = JSON.parse(await readFile(file, 'utf8'))
  const chunksOf = (route) => stats.find((s) => s.route === route)?.firstLoadChunkPaths ?? []
  const floor = new Set(chunksOf(FLOOR_ROUTE))
  const studio = chunksOf(STUDIO_ROUTE).filter((chunk) => !floor.has(chunk))
  if (studio.length === 0) throw new Error(`no chunks for ${STUDIO_ROUTE} in ${file}`)
  return studio.map((chunk) => ({
    file: path.join(root, chunk),
    url: `/_next/${path.relative(BUILDS.on.distDir, chunk)}`,
  }))
}

/**
 * The markers that really occur in the Studio's chunks of this build.
 * @param {{ file: string }[]} chunks
 */
export async function liveMarkers(chunks) {
  const sources = await Promise.all(chunks.map((c) => readFile(c.file, 'utf8')))
  return STUDIO_MARKERS.filter((marker) => sources.some((source) => source.includes(marker)))
}

/**
 * Bytes of Studio code a public route loads. A script counts as Studio code if
 * it is one of the Studio route's own chunks (by URL), or if its content holds
 * a Studio marker: the latter also catches Studio modules that a public page
 * imported and that the bundler put in a chunk of that page.
 * @param {{ url: string, transferSize: number }[]} scripts
 * @param {Set<string>} studioUrls @param {string[]} markers @param {'on' | 'off'} state the build that served them
 */
export async function studioBytes(scripts, studioUrls, markers, state) {
  const offenders = []
  for (const script of scripts) {
    const { pathname } = new URL(script.url, originOf(state))
    const body = await (await fetch(`${originOf(state)}${pathname}`)).text()
    const found = markers.filter((marker) => body.includes(marker))
    if (studioUrls.has(pathname) || found.length) offenders.push({ url: pathname, bytes: script.transferSize, found })
  }
  return { bytes: offenders.reduce((sum, o) => sum + o.bytes, 0), offenders }
}
