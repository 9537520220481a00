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
 * Sends the request; a connection that the server closed before its answer
 * could be read is sent again, twice at most. The connection is kept alive,
 * as a browser's is: a server that answers early (413 to an oversized body)
 * then leaves it open rather than closing it while the body is still coming,
 * which would reset it under the answer (a race of the test's TCP, not a
 * behaviour of the site). Each request has its own connection, closed after.
 */
export async function rawRequest(baseUrl: string, raw: RawRequest, attempts = 3): Promise<RawResponse> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce(baseUrl, raw)
    } catch (error) {
      if (!(error instanceof ClosedBeforeAnswer) || attempt >= attempts) throw error
    }
  }
}

class ClosedBeforeAnswer extends Error {}

function sendOnce(baseUrl: string, { method = 'POST', path, headers = {}, chunks = [] }: RawRequest) {
  const url = new URL(path, baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
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
        if (!response.complete) reject(new ClosedBeforeAnswer(`${method} ${path}: the answer was cut off`))
      })
    })
    // A request the server never answers fails by name, rather than as the whole test's timeout.
    request.setTimeout(20_000, () => request.destroy(new Error(`No answer to ${method} ${path} within 20 s`)))
    // A server that answers before the whole body is sent may close the socket under us: the answer is what counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    request.on('close', () => {
      if (!answered) reject(new ClosedBeforeAnswer(`${method} ${path}: the connection closed before an answer`))
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
