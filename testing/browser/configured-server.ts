/**
 * Playwright's web server for the configured site (run with tsx):
 * 1. starts the Content Lake fixture with the starter content, the fakes of
 *    EmailJS's and Twilio's APIs that the owner's alerts go to, and a small
 *    control API the tests use to edit the one and read or break the others
 *    while the site runs;
 * 2. builds the site against it (static pages are rendered at build time);
 * 3. serves the build with `next start`, as production does, with the Studio
 *    API fixture beside it (testing/studio-api.ts): the Studio at /studio
 *    reads and publishes through it, over the same dataset.
 *
 * E2E_REUSE_BUILD=1 skips step 2 when a build exists, for quick local runs;
 * CONFIGURED_BUILD_ONLY=1 stops after it (scripts/test.sh builds early, beside
 * the checks that leave a core free, and the browser tests then reuse it).
 * CONFIGURED_NODE names the Node binary that builds and serves it (CI gives
 * Node 24, so that the second supported Node line builds and serves a site).
 */
import { execFileSync, spawn } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { readBody, startContentLake, type FixtureDocument, type MutationFailure } from '../content-lake'
import { startEmailJsFake } from '../emailjs-api'
import type { FailureMode, LoopbackService } from '../loopback-service'
import { startTwilioFake } from '../twilio-api'
import { startStudioApi } from '../studio-api'
import { loadStarterDataset } from '../../sanity/starter'
import {
  ALERT_LIMIT_FIELD,
  ALERT_SETTINGS_ID,
  ALERT_SETTINGS_TYPE,
  CONSULTATION_HOURS_ID,
  CONSULTATION_HOURS_TYPE,
  MAX_ALERTS_PER_HOUR,
} from '../../features/requests/model'
import {
  CONTROL_PORT,
  DIST_DIR,
  EMAILJS,
  EMAILJS_API_PORT,
  LAKE_PORT,
  OWNER_ALERTS,
  PROJECT_ID,
  READ_TOKEN,
  REVALIDATE_SECRET,
  SERVER_LOG,
  SITE_PORT,
  SITE_URL,
  STUDIO_API_PORT,
  STUDIO_TOKEN,
  STUDIO_USER,
  TWILIO_API_PORT,
  WEBHOOK,
  WRITE_TOKEN,
  configuredEnv,
} from '@/testing/configured-site'

type AlertService = 'emailjs' | 'twilio'
type ControlBody = {
  document?: FixtureDocument
  id?: string
  down?: boolean
  fail?: MutationFailure
  service?: AlertService
  mode?: FailureMode | null
  count?: number
}

const NODE = process.env.CONFIGURED_NODE || process.execPath

function run(args: string[], env: Record<string, string>, log?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(NODE, [require.resolve('next/dist/bin/next'), ...args], {
      env: { ...process.env, ...env },
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    if (log) {
      // The server's output goes to the console as before, and to a file the tests read.
      const file = createWriteStream(log)
      for (const stream of [child.stdout, child.stderr]) {
        stream?.on('data', (chunk: Buffer) => {
          process.stdout.write(chunk)
          file.write(chunk)
        })
      }
    }
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args[0]} exited with ${code}`))))
  })
}

/**
 * The owner's alert settings as an agency might set them: the browser tests send more requests in an hour than the
 * default budget of ten alerts (features/requests/alerts/budget.test.ts tests the budget itself), and a test late in
 * the run must still see its alert go.
 */
const ALERT_SETTINGS: FixtureDocument = {
  _id: ALERT_SETTINGS_ID,
  _type: ALERT_SETTINGS_TYPE,
  [ALERT_LIMIT_FIELD]: MAX_ALERTS_PER_HOUR,
}

/** The owner's consultation hours as a fresh Studio leaves them: the defaults (features/requests/booking/hours.ts). */
const CONSULTATION_HOURS: FixtureDocument = { _id: CONSULTATION_HOURS_ID, _type: CONSULTATION_HOURS_TYPE }

async function main() {
  const starter = [...((await loadStarterDataset()) as FixtureDocument[]), ALERT_SETTINGS, CONSULTATION_HOURS]
  const lake = await startContentLake({
    documents: starter,
    port: LAKE_PORT,
    token: READ_TOKEN,
    writeToken: WRITE_TOKEN,
  })

  const buildOnly = process.env.CONFIGURED_BUILD_ONLY === '1'
  // The Studio's side of the same dataset; the build needs none.
  const studio = buildOnly
    ? undefined
    : await startStudioApi({
        lake,
        projectId: PROJECT_ID,
        token: STUDIO_TOKEN,
        user: STUDIO_USER,
        port: STUDIO_API_PORT,
        webhook: { url: `${SITE_URL}/api/revalidate`, secret: REVALIDATE_SECRET, ...WEBHOOK },
        publicDir: path.join(process.cwd(), 'public'),
      })

  // The owner's alerts (features/requests/alerts/) reach these, as they would EmailJS and Twilio.
  const emailjs = await startEmailJsFake(
    {
      serviceId: EMAILJS.serviceId,
      templateId: OWNER_ALERTS.emailTemplateId,
      publicKey: EMAILJS.publicKey,
      privateKey: OWNER_ALERTS.emailPrivateKey,
    },
    { port: EMAILJS_API_PORT },
  )
  const twilio = await startTwilioFake(OWNER_ALERTS.twilio, { port: TWILIO_API_PORT })
  const alertServices: Record<AlertService, LoopbackService> = { emailjs, twilio }
  const alertService = (name: unknown) => {
    if (name !== 'emailjs' && name !== 'twilio') throw new Error("needs {service: 'emailjs'|'twilio'}")
    return alertServices[name]
  }
  const healAlerts = async () => {
    for (const service of Object.values(alertServices)) {
      service.failNext(null)
      await service.setDown(false)
    }
  }

  // POST /reset | /upsert {document} | /remove {id} | /down {down} | /mutations {fail: 'error'|'down'|null};
  // GET /documents (every one, private ids such as lead.… included) | /documents?type=lead;
  // GET /studio/webhooks (what the Studio's publishes sent) | /studio/unhandled (paths the Studio API does not know)
  // | /studio/requests (all it answered, for debugging);
  // GET /alerts (the e-mails and texts received) | POST /alerts/fail {service, mode, count} | /alerts/down {service, down}
  const control = http.createServer(async (request, response) => {
    try {
      const body = (request.method === 'POST' ? JSON.parse((await readBody(request)) || '{}') : {}) as ControlBody
      const url = new URL(request.url ?? '/', 'http://control')
      switch (`${request.method} ${url.pathname}`) {
        case 'POST /reset':
          lake.setDocuments(starter)
          lake.setDown(false)
          lake.setMutationFailure(null)
          studio?.webhooks.splice(0)
          await healAlerts()
          break
        case 'POST /alerts/fail':
          alertService(body.service).failNext(body.mode ?? null, body.count)
          break
        case 'POST /alerts/down':
          await alertService(body.service).setDown(Boolean(body.down))
          break
        case 'GET /alerts':
          response.writeHead(200, { 'content-type': 'application/json' })
          return response.end(JSON.stringify({ emails: emailjs.emails, texts: twilio.texts }))
        case 'POST /mutations':
          if (![undefined, null, 'error', 'down'].includes(body.fail))
            throw new Error("mutations needs {fail: 'error'|'down'|null}")
          lake.setMutationFailure(body.fail ?? null)
          break
        case 'POST /upsert':
          if (!body.document?._id) throw new Error('upsert needs {document}')
          lake.upsert(body.document)
          break
        case 'POST /remove':
          lake.remove(String(body.id))
          break
        case 'POST /down':
          lake.setDown(Boolean(body.down))
          break
        case 'GET /documents': {
          const type = url.searchParams.get('type')
          const documents = lake.documents().filter((document) => !type || document._type === type)
          response.writeHead(200, { 'content-type': 'application/json' })
          return response.end(JSON.stringify(documents))
        }
        case 'GET /studio/webhooks':
        case 'GET /studio/unhandled':
        case 'GET /studio/requests': {
          await studio?.settled()
          const answers = { webhooks: studio?.webhooks, unhandled: studio?.unhandled(), requests: studio?.requests }
          const answer = answers[url.pathname.slice('/studio/'.length) as keyof typeof answers]
          response.writeHead(200, { 'content-type': 'application/json' })
          return response.end(JSON.stringify(answer ?? []))
        }
        default:
          response.writeHead(404)
          return response.end()
      }
      response.writeHead(204)
      response.end()
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' })
      response.end((error as Error).message)
    }
  })
  await new Promise<void>((resolve) => control.listen(CONTROL_PORT, '127.0.0.1', resolve))

  const env = configuredEnv()
  const reuse = process.env.E2E_REUSE_BUILD === '1' && existsSync(path.join(DIST_DIR, 'BUILD_ID'))
  // From scratch: Next.js keeps fetched content in <distDir>/cache across
  // builds, and a previous run's edited content must not leak into this one.
  if (!reuse) {
    rmSync(DIST_DIR, { recursive: true, force: true })
    const version = execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim()
    console.log(`[configured site] building and serving with Node ${version}`)
    await run(['build'], env)
  }
  if (buildOnly) {
    await Promise.all([lake.close(), emailjs.close(), twilio.close()])
    control.close()
    return
  }
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true })
  await run(['start', '--hostname', '127.0.0.1', '--port', String(SITE_PORT)], env, SERVER_LOG)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
