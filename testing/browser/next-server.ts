/**
 * Another `next start` of a build the browser tests already have (the fresh
 * clone's `.next`), on a free port, with an environment of its own: to see
 * what two instances, a restart or the first second of a server do.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export interface NextServer {
  origin: string
  port: number
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Starts it; `ready: false` returns as soon as the process runs, so a test can knock before the server is up. */
export async function startNextServer(
  env: Record<string, string>,
  { ready = true, port: given }: { ready?: boolean; port?: number } = {},
): Promise<NextServer> {
  const port = given ?? (await freePort())
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      // The site's clock off: a test that wants a run asks for one (/api/cron); a summary at opening would not be asked for.
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SCHEDULER: 'off', ...env },
      stdio: 'ignore',
      detached: true,
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  if (ready) {
    for (let i = 0; i < 200; i++) {
      if (
        await fetch(`${origin}/robots.txt`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break
      await sleep(100)
    }
  }
  return {
    origin,
    port,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // gone already
      }
      await exited
    },
  }
}
