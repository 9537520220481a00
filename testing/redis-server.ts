/**
 * A real Redis for the tests: Debian's `redis-server` on a free loopback
 * port, with nothing saved to disk. `npm test` and `.ci/run` install it
 * (apt's redis-server); a test that needs it starts its own and stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export interface RedisServer {
  url: string
  port: number
  /** Stops it (SIGKILL: as a crash or a lost network would), and resolves when it has gone. */
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function answers(port: number): Promise<boolean> {
  const { connect } = await import('node:net')
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
  })
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (let i = 0; i < 100 && !(await answers(port)); i++) await sleep(50)
  if (!(await answers(port))) {
    child.kill('SIGKILL')
    throw new Error('redis-server did not start: install it (apt-get install redis-server).')
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      child.kill('SIGKILL')
      await gone
    },
  }
}
