import { bodyText, readCappedBody } from '@/lib/http/request-body'

/** A request whose body arrives in chunks and declares no length, as a chunked upload does. */
function chunked(chunks: string[]): Request {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Request('http://site.test/api', { method: 'POST', body, duplex: 'half' } as RequestInit)
}

describe('reading a request body with a byte cap', () => {
  it('reads a body within the cap, whole', async () => {
    const read = await readCappedBody(chunked(['héllo ', 'world']), 100)
    expect(read.ok && bodyText(read.bytes)).toBe('héllo world')
  })

  it('stops a chunked body at the first byte past the cap, though it declared no length', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = new Request('http://site.test/api', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(await readCappedBody(request, 4096)).toEqual({ ok: false, reason: 'tooLarge' })
    expect(pulled).toBeLessThan(10) // an endless body is not read on
  })

  it('refuses a declared length over the cap without reading', async () => {
    const request = new Request('http://site.test/api', {
      method: 'POST',
      body: 'small',
      headers: { 'content-length': '999999' },
    })
    expect(await readCappedBody(request, 100)).toEqual({ ok: false, reason: 'tooLarge' })
  })

  it('counts bytes, not characters', async () => {
    expect((await readCappedBody(chunked(['ééé']), 5)).ok).toBe(false) // 6 bytes
    expect((await readCappedBody(chunked(['ééé']), 6)).ok).toBe(true)
  })
})
