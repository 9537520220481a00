import { createFormGate, type FormModule } from './form-gate'

const Form = () => null
const loaded: FormModule<object> = { default: Form }
const fakeForm = () => ({ submit: jest.fn() }) as unknown as HTMLFormElement & { submit: jest.Mock }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a form gate: the form is usable before its code arrives', () => {
  it('fetches the code once, and remembers the first touch, not the fetch, as the first use', async () => {
    const fetchForm = jest.fn(async () => loaded)
    const gate = createFormGate(fetchForm)
    expect(fetchForm).not.toHaveBeenCalled()
    // Opening /#consultation fetches the code: the visitor has not touched the form yet.
    gate.start()
    gate.start()
    expect(fetchForm).toHaveBeenCalledTimes(1)
    expect(gate.firstUseTime()).toBeNull()
    const before = Date.now()
    gate.noteUse()
    const first = gate.firstUseTime()
    expect(first).toBeGreaterThanOrEqual(before)
    gate.noteUse()
    expect(gate.firstUseTime()).toBe(first)
  })

  it('holds a Send pressed before the code took over, and hands it over once', () => {
    const gate = createFormGate(async () => loaded)
    const button = { name: 'send' } as unknown as HTMLElement
    gate.start()
    expect(gate.holdEarlySubmit(fakeForm(), button)).toBe(true)
    expect(gate.takeOver()).toEqual({ submitter: button })
    // Taken over: React handles submits now, and nothing is held twice.
    expect(gate.holdEarlySubmit(fakeForm(), button)).toBe(false)
    expect(gate.takeOver()).toBeNull()
  })

  it('posts a held form the plain way when the code cannot be fetched, and lets the next ones through', async () => {
    let attempts = 0
    const gate = createFormGate(async () => {
      attempts += 1
      throw new Error('offline')
    })
    const form = fakeForm()
    gate.start()
    expect(gate.holdEarlySubmit(form, null)).toBe(true)
    await settle()
    expect(form.submit).toHaveBeenCalledTimes(1)
    expect(gate.holdEarlySubmit(fakeForm(), null)).toBe(false)
    // A later use tries the fetch again (back online, say).
    gate.start()
    expect(attempts).toBe(2)
  })
})

describe('a form gate: what the place of a form rendered in the browser says', () => {
  it('waiting, loading, then ready, telling its listeners; a failure, then a retry that works', async () => {
    let fail = true
    const gate = createFormGate(async () => {
      if (fail) throw new Error('offline')
      return loaded
    })
    const seen: string[] = []
    const stop = gate.subscribe(() => seen.push(gate.status()))
    expect(gate.status()).toBe('waiting')
    gate.start()
    await settle()
    expect(seen).toEqual(['loading', 'failed'])
    // "Try again" (FormLoading.tsx) is one more start.
    fail = false
    gate.start()
    await settle()
    expect(seen).toEqual(['loading', 'failed', 'retrying', 'ready'])
    await expect(gate.module()).resolves.toBe(loaded)
    stop()
    gate.start()
    expect(seen).toHaveLength(4)
  })
})
