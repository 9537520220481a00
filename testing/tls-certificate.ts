/**
 * A throwaway self-signed certificate for the Studio API fixture
 * (./studio-api.ts), made with openssl each time the fixture starts, in a
 * temporary folder that is removed at once: nothing to commit, nothing that
 * expires in the repository. The browser tests accept it with Playwright's
 * `ignoreHTTPSErrors`; it only has to make TLS (and so HTTP/2) possible.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface Certificate {
  key: Buffer
  cert: Buffer
}

export function makeCertificate(hosts: string[]): Certificate {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-api-tls-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  try {
    // An EC key: generated in milliseconds, where RSA can take a second on a busy machine.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        `/CN=${hosts[0]}`,
        '-addext',
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
