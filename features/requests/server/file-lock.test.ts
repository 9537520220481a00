/**
 * The local inbox file's lock: one writer at a time, across processes, and
 * never stuck behind a holder that crashed.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { LockTimeoutError, lockFileOf, withFileLock } from './file-lock'

const file = () => path.join(mkdtempSync(path.join(tmpdir(), 'lock-')), 'leads.ndjson')
const mark = (pid: number) => JSON.stringify({ host: hostname(), pid, at: new Date().toISOString() })
/** A pid that ran and is gone: a child that has exited. */
const deadPid = () => Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']))

it('runs one holder at a time in this process, in the order they asked, and removes the lock after', async () => {
  const target = file()
  const order: string[] = []
  const hold = (name: string, ms: number) =>
    withFileLock(target, async () => {
      order.push(`${name} in`)
      expect(existsSync(lockFileOf(target))).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, ms))
      order.push(`${name} out`)
    })
  await Promise.all([hold('a', 30), hold('b', 0), hold('c', 10)])
  expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out'])
  expect(existsSync(lockFileOf(target))).toBe(false)
})

it('lets the next holder in when the work fails', async () => {
  const target = file()
  await expect(withFileLock(target, async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full')
  expect(await withFileLock(target, async () => 'next')).toBe('next')
})

it('waits for a holder that is still running, and gives up naming the lock file', async () => {
  const target = file()
  writeFileSync(lockFileOf(target), mark(process.pid)) // this very process: alive
  const started = Date.now()
  const waiting = withFileLock(target, async () => 'never', { timeoutMs: 300 })
  await expect(waiting).rejects.toThrow(LockTimeoutError)
  await expect(withFileLock(target, async () => 'never', { timeoutMs: 100 })).rejects.toThrow(lockFileOf(target))
  expect(Date.now() - started).toBeGreaterThanOrEqual(300)
})

it('breaks the lock of a holder that crashed: its process is gone, or its lock is older than any holder keeps one', async () => {
  const target = file()
  writeFileSync(lockFileOf(target), mark(deadPid()))
  expect(await withFileLock(target, async () => 'after a crash', { timeoutMs: 2000 })).toBe('after a crash')

  // Another host's holder (a shared disk) cannot be asked: only the lock's age tells.
  writeFileSync(lockFileOf(target), JSON.stringify({ host: 'elsewhere', pid: 1 }))
  const old = new Date(Date.now() - 60_000)
  utimesSync(lockFileOf(target), old, old)
  expect(await withFileLock(target, async () => 'after a stale lock', { timeoutMs: 2000 })).toBe('after a stale lock')
  expect(existsSync(lockFileOf(target))).toBe(false)
})
