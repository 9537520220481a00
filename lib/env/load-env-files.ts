/**
 * Loads .env.local (and the other .env files) as `next build` does, before
 * lib/env/content.ts is imported: it reads the public Sanity values when it loads.
 * Imported first by the command-line entries.
 */
import { loadEnvConfig } from '@next/env'

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
