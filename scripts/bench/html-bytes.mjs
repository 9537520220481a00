// HTML bytes: each page's document as the server sends it, raw and compressed.

import http from 'node:http'
import { ORIGIN } from './config.mjs'

/**
 * The bytes of one answer as they travel, asking for an encoding.
 * @param {string} path @param {string} encoding
 */
function bytesOf(path, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${ORIGIN}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () =>
        response.statusCode === 200
          ? resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' })
          : reject(new Error(`${path} answered ${response.statusCode}`)),
      )
    })
    request.on('error', reject)
  })
}

/**
 * Raw and compressed (gzip, as `next start` sends to a browser) bytes of
 * each page's HTML.
 * @param {string[]} paths
 */
export async function htmlBytes(paths) {
  const out = {}
  for (const path of paths) {
    const raw = await bytesOf(path, 'identity')
    const compressed = await bytesOf(path, 'gzip, deflate, br')
    out[path] = { htmlBytes: raw.bytes, htmlCompressedBytes: compressed.bytes, htmlEncoding: compressed.encoding }
  }
  return out
}
