/**
 * `npm run seed` prepares the starter dataset for `sanity dataset import`.
 * The import itself needs a real project; --dry-run stops just before it.
 */
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = (env: Record<string, string>, ...args: string[]) =>
  promisify(execFile)('node', ['scripts/seed.mjs', ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
  })

describe('npm run seed', () => {
  it('imports every starter document with its images into the named dataset, keeping existing edits', async () => {
    const { stdout } = await run({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de' }, '--dataset', 'staging', '--dry-run')
    const command = /seed: sanity (.+)/.exec(stdout)![1]!.split(' ')
    expect(command.slice(0, 2)).toEqual(['dataset', 'import'])
    expect(command.slice(3)).toEqual(['staging', '--project-id', 'abc123de', '--missing'])

    const lines = readFileSync(command[2]!, 'utf8').trim().split('\n')
    expect(lines).toHaveLength(readFileSync('sanity/starter/dataset.ndjson', 'utf8').trim().split('\n').length)
    const pointers = [...lines.join('\n').matchAll(/"image@(file:[^"]+)"/g)].map((m) => m[1]!)
    expect(pointers.length).toBeGreaterThanOrEqual(13)
    for (const pointer of pointers) expect(existsSync(fileURLToPath(pointer))).toBe(true)
  })

  it('overwrites with --replace', async () => {
    const { stdout } = await run(
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'production' },
      '--replace',
      '--dry-run',
    )
    expect(stdout).toMatch(/ production --project-id abc123de --replace$/m)
  })

  it('names the variable to set when no project is configured', async () => {
    await expect(run({}, '--dataset', 'production', '--dry-run')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('NEXT_PUBLIC_SANITY_PROJECT_ID is not set'),
    })
  })
})
