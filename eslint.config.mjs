import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { readdirSync } from 'node:fs'

// Globs throughout: the rule takes a zone's `from` as all globs or none.
const tree = (folder) => `./${folder}/**/*`
const SCAFFOLDING = ['testing', 'e2e', 'scripts'].map(tree)
const TESTS = ['**/*.test.ts', '**/*.test.tsx']
const FEATURES = readdirSync('features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Code the Studio loads imports relatively: Sanity's own build (`sanity build`,
 * `sanity deploy`, `sanity dev`) is Vite, which does not read tsconfig's
 * paths, and fails on `@/` (docs/decisions.md, "Folders and layers").
 * sanity/studio/studio-imports.test.ts walks the Studio's imports and checks
 * that every file it reaches is one of these.
 */
export const STUDIO_LOADED = [
  'sanity.config.ts',
  'sanity.schema.ts',
  'sanity.cli.ts',
  'schemas/**',
  'sanity/studio/**',
  'lib/**',
  'features/*/model.ts',
  'features/*/studio.ts',
  'features/*/model/**',
  'features/*/studio/**',
  'features/*/schemas/**',
]

/** One zone per feature: everything outside it may import only the files at its root. */
const DOORS = FEATURES.map((feature) => ({
  target: ['./!(features)/**/*', './*.*', `./features/!(${feature})/**/*`],
  from: `./features/${feature}/*/**/*`,
  message: `Import ${feature} through a file at the root of features/${feature}/ (its doors), never from inside it.`,
}))

// Two configurations of one rule do not add up (the later replaces the earlier), so the layers' block
// below, which leaves tests out, repeats the doors.
const config = [
  ...nextVitals,
  ...nextTypescript,
  // Next registers the jsx-a11y plugin with a few rules; older readers and
  // screen-reader users need all of its recommended ones.
  { rules: jsxA11y.flatConfigs.recommended.rules },
  prettier,
  // Internal links go through SiteLink, which keeps a page from prefetching itself.
  {
    files: ['app/**/*.tsx', 'components/**/*.tsx', 'features/**/*.tsx'],
    ignores: ['components/ui/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'next/link', message: 'Use SiteLink (components/ui/SiteLink.tsx): it never prefetches its own page.' },
      ],
    },
  },
  {
    files: STUDIO_LOADED,
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*'],
              message:
                "The Studio loads this file: import relatively. Sanity's own build (Vite) does not read tsconfig's paths.",
            },
          ],
        },
      ],
    },
  },
  // A feature's only doors are the files at its root: nothing outside it reaches inside, tests included.
  { rules: { 'import/no-restricted-paths': ['error', { zones: DOORS }] } },
  // The folders are the architecture (docs/decisions.md, "Folders and layers"): nothing imports
  // from a layer above it, and no product code imports test or bench scaffolding.
  {
    ignores: TESTS,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...DOORS,
            {
              target: './lib',
              from: [...['app', 'components', 'features', 'schemas', 'sanity'].map(tree), ...SCAFFOLDING],
              message: 'lib/ is the ground floor: plain code that imports nothing of the app.',
            },
            {
              target: './features/*/model/**/*',
              from: [
                ...['app', 'components', 'schemas', 'sanity'].map(tree),
                './features/*/!(model)/**/*',
                './features/*/*.*',
                ...SCAFFOLDING,
              ],
              message: "A feature's model is its ground floor: it imports only lib/ and its own model.",
            },
            {
              target: './components/ui',
              from: ['./components/!(ui)/**/*', './components/*.*', tree('features'), tree('app')],
              message: 'components/ui/ holds small shared pieces: it imports no section or feature.',
            },
            {
              target: './features',
              from: ['./components/!(ui)/**/*', './components/*.*', tree('app')],
              message: 'A feature takes shared pieces from components/ui/ only; sections and routes sit above it.',
            },
            {
              target: ['./schemas', './sanity'],
              from: [tree('app'), tree('components'), tree('features')],
              message:
                "schemas/ and sanity/ import lib/ (and each other) only: a feature's Studio side joins them in sanity.config.ts.",
            },
            {
              target: './app/api',
              from: './components',
              message: "A route is a thin adapter: import the feature's server door, never a component.",
            },
            {
              target: ['./app', './components', './features', './lib', './schemas', './sanity'],
              from: SCAFFOLDING,
              message: 'Product code never imports test or bench scaffolding.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.node24/**',
      'node_modules/**',
      'sanity.types.ts',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
]

export default config
