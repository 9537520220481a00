// HTML bytes: each page's document as the server sends it, raw and compressed, and the stylesheet's copies in it.

import http from 'node:http'
import zlib from 'node:zlib'
import { pageUrl } from './config.mjs'
import { stylesheetCopies } from './stylesheet-copies.mjs'

/**
 * The bytes of one answer as they travel, asking for an encoding.
 * @param {string} url @param {string} encoding
 */
function bytesOf(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        return response.statusCode === 200
          ? resolve({ bytes: body.length, body, encoding: response.headers['content-encoding'] ?? 'identity' })
          : reject(new Error(`${url} answered ${response.statusCode}`))
      })
    })
    request.on('error', reject)
  })
}

/** Brotli at quality 5, a common on-the-fly level (Vercel's, Cloudflare's): how the wire is read (issue 63). */
export const BROTLI_QUALITY = 5
export const brotliBytes = (body) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length

/**
 * Raw, brotli (quality 5, the budget's) and gzip (as bare `next start` sends
 * it, reported beside) bytes of each page's HTML, by page key.
 * @param {import('./config.mjs').Page[]} pages
 */
export async function htmlBytes(pages) {
  const out = {}
  for (const page of pages) {
    const raw = await bytesOf(pageUrl(page), 'identity')
    const compressed = await bytesOf(pageUrl(page), 'gzip, deflate, br')
    out[page.key] = {
      htmlBytes: raw.bytes,
      htmlBrotliBytes: brotliBytes(raw.body),
      htmlGzipBytes: compressed.bytes,
      htmlEncoding: compressed.encoding,
      stylesheetCopies: stylesheetCopies(raw.body.toString('utf8')),
    }
  }
  return out
}
