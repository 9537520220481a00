import {
  DEFAULT_API_VERSION,
  DEFAULT_WEBHOOK_SETTLE_MS,
  resolveContentSource,
  resolveWebhookSettleMs,
} from '@/lib/env/content'
import { emailJsConfig } from '@/lib/env/emailjs'
import { FALLBACK_SITE_URL, resolveSiteUrl } from '@/lib/env/site'
import { resolveClientAddressSource } from '@/lib/env/clients'

describe('content source configuration', () => {
  it('uses the starter dataset when no Sanity variable is set', () => {
    expect(resolveContentSource({})).toEqual({ kind: 'starter', apiVersion: DEFAULT_API_VERSION })
    // Empty values, as left by a copied .env template, count as unset.
    expect(resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: ' ', NEXT_PUBLIC_SANITY_DATASET: '' }).kind).toBe(
      'starter',
    )
  })

  it('uses the Content Lake when project id and dataset are set', () => {
    expect(
      resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'production' }),
    ).toEqual({ kind: 'contentLake', projectId: 'abc123de', dataset: 'production', apiVersion: DEFAULT_API_VERSION })
  })

  it('passes SANITY_API_HOST on to the client', () => {
    const source = resolveContentSource({
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      SANITY_API_HOST: 'http://127.0.0.1:4010',
    })
    expect(source).toMatchObject({ kind: 'contentLake', apiHost: 'http://127.0.0.1:4010' })
  })

  it.each([
    [{ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de' }, /^NEXT_PUBLIC_SANITY_DATASET is not set/],
    [{ NEXT_PUBLIC_SANITY_DATASET: 'production' }, /^NEXT_PUBLIC_SANITY_PROJECT_ID is not set/],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'My Project!', NEXT_PUBLIC_SANITY_DATASET: 'production' },
      /NEXT_PUBLIC_SANITY_PROJECT_ID "My Project!" is not a Sanity project id/,
    ],
    [
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'Production Data' },
      /NEXT_PUBLIC_SANITY_DATASET "Production Data" is not a dataset name/,
    ],
    [
      {
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        SANITY_API_HOST: 'localhost:4010',
      },
      /SANITY_API_HOST "localhost:4010" is not a URL/,
    ],
    [
      { NEXT_PUBLIC_SANITY_API_VERSION: 'latest' },
      /NEXT_PUBLIC_SANITY_API_VERSION "latest" is not a Sanity API version/,
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => resolveContentSource(env)).toThrow(message)
  })

  it('tells how to fall back to the starter content when half configured', () => {
    expect(() => resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de' })).toThrow(
      /Unset both NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET/,
    )
  })
})

describe('the public address of the site', () => {
  it('uses NEXT_PUBLIC_SITE_URL, without a trailing slash', () => {
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://care.example/' })).toEqual({
      url: 'https://care.example',
      fallback: false,
    })
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: ' https://care.example/site// ' }).url).toBe(
      'https://care.example/site',
    )
  })

  it('falls back to the Vercel production domain, then to the local address', () => {
    expect(resolveSiteUrl({ VERCEL_PROJECT_PRODUCTION_URL: 'care.example' }).url).toBe('https://care.example')
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: '' })).toEqual({ url: FALLBACK_SITE_URL, fallback: true })
    expect(FALLBACK_SITE_URL).toBe('http://localhost:3000')
  })

  it('refuses an address that is not an http(s) URL, naming the variable', () => {
    expect(() => resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'care.example' })).toThrow(
      /^NEXT_PUBLIC_SITE_URL "care.example"/,
    )
    expect(() => resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'ftp://care.example' })).toThrow(/must start with https:\/\//)
  })
})

describe("the contact form's EmailJS account", () => {
  it('names every missing EmailJS variable, and trims the ones that are set', () => {
    expect(emailJsConfig({})).toEqual({
      config: null,
      missing: ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
    })
    expect(
      emailJsConfig({
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '  ',
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: undefined,
      }),
    ).toEqual({ config: null, missing: ['NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'] })
    expect(
      emailJsConfig({
        NEXT_PUBLIC_EMAILJS_SERVICE_ID: ' service_1 ',
        NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_1',
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key',
      }),
    ).toEqual({ config: { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key' }, missing: [] })
  })

  it('takes the consultation template when one is set, and goes without it otherwise', () => {
    const account = {
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_1',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'key',
    }
    expect(emailJsConfig({ ...account, NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID: ' template_c ' }).config).toEqual({
      serviceId: 'service_1',
      templateId: 'template_1',
      publicKey: 'key',
      consultationTemplateId: 'template_c',
    })
    expect(emailJsConfig({ ...account, NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID: '  ' }).config).not.toHaveProperty(
      'consultationTemplateId',
    )
    // The consultation template alone is no account: the three others are still named.
    expect(emailJsConfig({ NEXT_PUBLIC_EMAILJS_CONSULTATION_TEMPLATE_ID: 'template_c' }).missing).toHaveLength(3)
    // The caregiver application's own template, likewise optional.
    expect(
      emailJsConfig({ ...account, NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID: ' template_a ' }).config,
    ).toMatchObject({ applicationTemplateId: 'template_a' })
    expect(emailJsConfig(account).config).not.toHaveProperty('applicationTemplateId')
  })
})

describe("the publish webhook's wait for the Content Lake", () => {
  it('is 3 s unless set, and takes whole milliseconds up to 20 s', () => {
    expect(resolveWebhookSettleMs(undefined)).toEqual({ ms: DEFAULT_WEBHOOK_SETTLE_MS })
    expect(resolveWebhookSettleMs(' ')).toEqual({ ms: 3000 })
    expect(resolveWebhookSettleMs('0')).toEqual({ ms: 0 })
    expect(resolveWebhookSettleMs(' 200 ')).toEqual({ ms: 200 })
    expect(resolveWebhookSettleMs('20000')).toEqual({ ms: 20_000 })
  })

  it.each(['-1', '1.5', '3s', '20001', 'soon'])('refuses %j by name and keeps the default', (value) => {
    const { ms, error } = resolveWebhookSettleMs(value)
    expect(ms).toBe(3000)
    expect(error).toContain(`SANITY_WEBHOOK_SETTLE_MS "${value}"`)
  })
})

describe('where the rate limits find the client (TRUSTED_PROXY_HOPS)', () => {
  it('trusts no proxy unless told, and as many as it is told up to 9', () => {
    expect(resolveClientAddressSource({})).toEqual({ kind: 'forwardedFor', trustedHops: 0 })
    expect(resolveClientAddressSource({ TRUSTED_PROXY_HOPS: ' ' })).toEqual({ kind: 'forwardedFor', trustedHops: 0 })
    expect(resolveClientAddressSource({ TRUSTED_PROXY_HOPS: ' 1 ' })).toEqual({ kind: 'forwardedFor', trustedHops: 1 })
    expect(resolveClientAddressSource({ TRUSTED_PROXY_HOPS: '9' })).toEqual({ kind: 'forwardedFor', trustedHops: 9 })
  })

  it('reads the platform on Vercel, whatever the count says', () => {
    expect(resolveClientAddressSource({ VERCEL: '1' })).toEqual({ kind: 'vercel' })
    expect(resolveClientAddressSource({ VERCEL: '1', TRUSTED_PROXY_HOPS: '2' })).toEqual({ kind: 'vercel' })
  })

  it.each(['-1', '1.5', 'one', '10', 'true', '1,2'])('refuses %j, naming the variable', (value) => {
    expect(() => resolveClientAddressSource({ TRUSTED_PROXY_HOPS: value })).toThrow(`TRUSTED_PROXY_HOPS "${value}"`)
  })
})
