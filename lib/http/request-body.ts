/**
 * Request bodies read with a byte cap that holds whatever the headers say:
 * a chunked body carries no Content-Length, so the cap is counted on the
 * stream itself, and reading stops at the first byte past it.
 */

export type CappedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'tooLarge' | 'unreadable' }

export async function readCappedBody(request: Request, maxBytes: number): Promise<CappedBody> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { ok: false, reason: 'tooLarge' }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      length += value.byteLength
      if (length > maxBytes) {
        // Not awaited: cancelling can wait on a client that is still sending, and the 413 must not.
        reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'tooLarge' }
      }
      chunks.push(value)
    }
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

/** UTF-8 text, with invalid sequences replaced rather than thrown on. */
export function bodyText(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes)
}
