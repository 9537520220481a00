import http from 'node:http'

/**
 * An HTTP request as an attacker would write it, which Playwright's request
 * API does not allow: a chunked body with no Content-Length, a declared length
 * that is not the real one, any bytes at all.
 */
export interface RawRequest {
  method?: string
  path: string
  headers?: Record<string, string>
  /** Sent one after another; without a content-length header, as chunked transfer encoding. */
  chunks?: (string | Buffer)[]
}

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * Sends the request on a connection of its own, kept alive as a browser's
 * is, and closed after. A server that answers early (413 to an oversized
 * body) then leaves it open while the body is still coming; with
 * `Connection: close` it would close it, and the client's next bytes would
 * reset the connection under the answer.
 */
export function rawRequest(baseUrl: string, { method = 'POST', path, headers = {}, chunks = [] }: RawRequest) {
  const url = new URL(path, baseUrl)
  const agent = new http.Agent({ keepAlive: true })
  const answer = new Promise<RawResponse>((resolve, reject) => {
    let answered = false
    const request = http.request(url, { method, agent, headers }, (response) => {
      answered = true
      const parts: Buffer[] = []
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString() }),
      )
      response.on('error', reject)
      response.on('close', () => {
        if (!response.complete) reject(new Error(`${method} ${path}: the answer was cut off`))
      })
    })
    // A request the server never answers fails by name, rather than as the whole test's timeout.
    request.setTimeout(20_000, () => request.destroy(new Error(`No answer to ${method} ${path} within 20 s`)))
    // A server that answers before the whole body is sent may close the socket under us: the answer is what counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    request.on('close', () => {
      if (!answered) reject(new Error(`${method} ${path}: the connection closed before an answer`))
    })
    const writeAll = async () => {
      for (const chunk of chunks) {
        // Once answered, the rest of the body would only reset the connection.
        if (request.destroyed || answered) return
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained))
      }
      request.end()
    }
    void writeAll()
  })
  return answer.finally(() => agent.destroy())
}

/** A mebibyte of text in 64 KiB chunks. */
export const ONE_MIB_IN_CHUNKS = Array.from({ length: 16 }, () => 'a'.repeat(64 * 1024))
