import { defineCliConfig } from 'sanity/cli'
import { publicSanityEnv } from './lib/env/content'

// The CLI (schema extract, typegen, dataset import) works without a project
// for the first two; `npm run seed` checks that these are set before importing.
export default defineCliConfig({
  api: {
    projectId: publicSanityEnv.NEXT_PUBLIC_SANITY_PROJECT_ID || 'starter',
    dataset: publicSanityEnv.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  typegen: {
    path: ['./sanity/**/*.{ts,tsx}', './studio/**/*.{ts,tsx}', './schemas/**/*.{ts,tsx}', './features/**/*.{ts,tsx}'],
    schema: './sanity/schema.json',
    generates: './sanity.types.ts',
    overloadClientMethods: true,
  },
})
