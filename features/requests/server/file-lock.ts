/**
 * One writer at a time on the local inbox file (./file-store.ts): the
 * site's POST /api/leads appending, and `npm run leads:purge` rewriting it
 * from another process. Without it, a request appended while the purge
 * rewrote the file was lost (issue 36).
 *
 * In this process, callers wait their turn in a queue per file; across
 * processes, the holder is whoever created `<file>.lock` (O_EXCL: the file
 * system lets one `open(…, 'wx')` win). The lock file names its holder's
 * host and pid. A lock is stale, and broken, when its holder on this host
 * is no longer running, or when it is older than `staleMs` (every holder
 * here keeps it for milliseconds); it is broken by renaming it away first,
 * so that two waiters cannot both remove it and then each other's.
 */
import { randomBytes } from 'node:crypto'
import { link, open, readFile, rename, stat, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'

export interface LockOptions {
  /** A lock older than this is taken for a crashed holder's. */
  staleMs?: number
  /** Give up after waiting this long. */
  timeoutMs?: number
  retryMs?: number
}

export class LockTimeoutError extends Error {}

const queues = new Map<string, Promise<void>>()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const lockFileOf = (file: string) => `${file}.lock`

/** Runs `work` while holding the lock of `file`, in this process and across processes. */
export async function withFileLock<T>(file: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const previous = queues.get(file) ?? Promise.resolve()
  let release!: () => void
  const mine = previous.then(() => new Promise<void>((resolve) => (release = resolve)))
  queues.set(file, mine)
  await previous
  try {
    return await holdingLockFile(lockFileOf(file), work, options)
  } finally {
    release()
    if (queues.get(file) === mine) queues.delete(file)
  }
}

async function holdingLockFile<T>(
  lock: string,
  work: () => Promise<T>,
  { staleMs = 30_000, timeoutMs = 10_000, retryMs = 20 }: LockOptions,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  const mark = JSON.stringify({ host: hostname(), pid: process.pid, at: new Date().toISOString() })
  for (;;) {
    try {
      const handle = await open(lock, 'wx', 0o600)
      try {
        await handle.writeFile(mark)
      } finally {
        await handle.close()
      }
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (await breakIfStale(lock, staleMs)) continue
    if (Date.now() > deadline) {
      throw new LockTimeoutError(
        `${lock} has been held for over ${timeoutMs / 1000} s. If no purge or export is running and the site is stopped, delete that file.`,
      )
    }
    await sleep(retryMs)
  }
  try {
    return await work()
  } finally {
    await unlink(lock).catch(() => {})
  }
}

function holderGone(text: string): boolean {
  try {
    const { host, pid } = JSON.parse(text) as { host?: string; pid?: number }
    if (host !== hostname() || typeof pid !== 'number') return false
    process.kill(pid, 0)
    return false
  } catch (error) {
    // ESRCH: no such process. EPERM: it runs, as someone else. Unreadable: a holder still writing its mark.
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/** True when the lock was stale and is gone now (or was already gone): try again at once. */
async function breakIfStale(lock: string, staleMs: number): Promise<boolean> {
  let text: string
  let age: number
  try {
    ;[text, age] = await Promise.all([readFile(lock, 'utf8'), stat(lock).then((s) => Date.now() - s.mtimeMs)])
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  if (!holderGone(text) && age < staleMs) return false
  const aside = `${lock}.stale-${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    await rename(lock, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
  // Another waiter may have broken the stale lock first and taken a fresh one, which this rename took: give it back.
  const taken = await readFile(aside, 'utf8').catch(() => text)
  if (taken !== text) await link(aside, lock).catch(() => {})
  await unlink(aside).catch(() => {})
  return true
}
