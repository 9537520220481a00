/**
 * The "configured site" of the browser tests: a production build with every
 * integration switched on, as an agency would run it, but with each outside
 * service on loopback: the Content Lake is the groq-js fixture, EmailJS is
 * intercepted in the browser, and the owner's alerts go to the fakes of
 * EmailJS's and Twilio's APIs (./emailjs-api.ts, ./twilio-api.ts). Shared by
 * the server script and the tests.
 */
export const SITE_PORT = Number(process.env.E2E_CONFIGURED_PORT || 3101)
export const LAKE_PORT = SITE_PORT + 1000
export const CONTROL_PORT = SITE_PORT + 1001
/** The Studio API fixture (testing/studio-api.ts), where the browser's *.api.sanity.io is sent. */
export const STUDIO_API_PORT = SITE_PORT + 1002
/**
 * Chromium's flag that sends the Studio's calls to Sanity (and its image CDN) to that fixture: the
 * production bundle, with its real Content-Security-Policy, runs unchanged.
 */
export const STUDIO_HOST_RULES = `--host-resolver-rules=${['*.api.sanity.io', 'api.sanity.io', 'cdn.sanity.io']
  .map((host) => `MAP ${host} 127.0.0.1:${STUDIO_API_PORT}`)
  .join(', ')}`
/** The owner's alerts: EmailJS's and Twilio's APIs, faked (after the Studio API fixture's). */
export const EMAILJS_API_PORT = SITE_PORT + 1003
export const TWILIO_API_PORT = SITE_PORT + 1004
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`
export const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`
export const DIST_DIR = '.next-configured'
/** Everything the configured site's server prints, for tests that check what it logged (and never logged). */
export const SERVER_LOG = 'reports/configured-server.log'

// Recognisable sentinels: the tests look for them where they must never be.
export const READ_TOKEN = 'e2e-read-token-must-stay-on-the-server'
export const REVALIDATE_SECRET = 'e2e-webhook-secret-must-stay-on-the-server'
export const WRITE_TOKEN = 'e2e-write-token-must-stay-on-the-server'
export const FORM_TOKEN_SECRET = 'e2e-form-ticket-key-must-stay-on-the-server'

export const PROJECT_ID = 'e2etest'
export const DATASET = 'production'
/** The Studio's session token: the browser tests put it in localStorage, as a sign-in would. */
export const STUDIO_TOKEN = 'e2e-studio-session-token'
export const STUDIO_USER = { id: 'pOwner123', name: 'Agency Owner', email: 'owner@example.test' }
/** The publish webhook's filter and projection, as docs/operations.md sets them in sanity.io/manage. */
export const WEBHOOK = { filter: '_type != "lead"', projection: '{_type, _id}' }

export const EMAILJS = {
  serviceId: 'service_e2e',
  templateId: 'template_e2e',
  publicKey: 'public-key-e2e',
  consultationTemplateId: 'template_consultation_e2e',
  applicationTemplateId: 'template_application_e2e',
}

/** The owner's alert e-mail (server only) and texts: sentinels too, as the numbers must never reach a page. */
export const OWNER_ALERTS = {
  emailTemplateId: 'template_owner_alert_e2e',
  emailPrivateKey: 'e2e-emailjs-private-key-must-stay-on-the-server',
  twilio: { accountSid: `AC${'e2e0'.repeat(8)}`, authToken: 'e2e-twilio-token-must-stay-on-the-server' },
  from: '+14045550100',
  /** The owner's phones: 555-01xx numbers no page of the site shows. */
  to: ['+14705550187', '+16785550188'],
}

/** The bearer token of the configured site's /api/cron (app/api/cron/route.ts). */
export const CRON_SECRET = 'e2e-cron-secret-of-the-configured-site'

/** The environment the configured site is built and started with. */
export function configuredEnv(): Record<string, string> {
  return {
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    NEXT_PUBLIC_SITE_URL: SITE_URL,
    // The tests play the one proxy in front: each X-Forwarded-For they send is a visitor of its own.
    TRUSTED_PROXY_HOPS: '1',
    // The site's clock is run by the tests through /api/cron with this secret, never by the wall clock.
    SCHEDULER: 'off',
    CRON_SECRET,
    NEXT_PUBLIC_SANITY_PROJECT_ID: PROJECT_ID,
    NEXT_PUBLIC_SANITY_DATASET: DATASET,
    SANITY_API_HOST: `http://127.0.0.1:${LAKE_PORT}`,
    SANITY_API_READ_TOKEN: READ_TOKEN,
    SANITY_API_WRITE_TOKEN: WRITE_TOKEN,
    SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
    FORM_TOKEN_SECRET,
    // The fixture shows a change at once: the webhook need not give it Sanity's 3 s.
    SANITY_WEBHOOK_SETTLE_MS: '200',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: EMAILJS.serviceId,
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: EMAILJS.templateId,
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: EMAILJS.publicKey,
    NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID: EMAILJS.consultationTemplateId,
    NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID: EMAILJS.applicationTemplateId,
    EMAILJS_ALERT_TEMPLATE_ID: OWNER_ALERTS.emailTemplateId,
    EMAILJS_PRIVATE_KEY: OWNER_ALERTS.emailPrivateKey,
    EMAILJS_API_HOST: `http://127.0.0.1:${EMAILJS_API_PORT}`,
    TWILIO_ACCOUNT_SID: OWNER_ALERTS.twilio.accountSid,
    TWILIO_AUTH_TOKEN: OWNER_ALERTS.twilio.authToken,
    TWILIO_FROM: OWNER_ALERTS.from,
    OWNER_ALERT_TEXT_TO: OWNER_ALERTS.to.join(', '),
    TWILIO_API_HOST: `http://127.0.0.1:${TWILIO_API_PORT}`,
  }
}
