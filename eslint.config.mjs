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
 * studio/studio-imports.test.ts walks the Studio's imports and checks
 * that every file it reaches is one of these.
 */
export const STUDIO_LOADED = [
  'sanity.config.ts',
  'studio/schema.ts',
  'sanity.cli.ts',
  'schemas/**',
  'studio/**',
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
    ignores: ['components/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'next/link', message: 'Use SiteLink (components/SiteLink.tsx): it never prefetches its own page.' },
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
  // Languages are data (lib/i18n/languages.ts): outside lib/i18n/, no code decides by a language's code,
  // or a third language would quietly get English there (docs/decisions.md, "Languages").
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['lib/i18n/**', ...TESTS, 'e2e/**', 'testing/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['BinaryExpression[operator=/^[=!]==?$/] > Literal', 'SwitchCase > Literal.test'].map((node) => ({
          selector: `${node}[value=/^(en|es)$/]`,
          message:
            "Decide by the language's entry in lib/i18n/languages.ts (DEFAULT_LANGUAGE, localeOf…) or a words module, never by its code.",
        })),
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
              from: [...['app', 'studio', 'features', 'components', 'schemas', 'sanity'].map(tree), ...SCAFFOLDING],
              message: 'lib/ is the ground floor: plain code that imports nothing of the app.',
            },
            {
              target: ['./schemas', './sanity'],
              from: [...['app', 'studio', 'features', 'components'].map(tree)],
              message:
                "schemas/ and sanity/ import lib/ (and each other) only: studio/ joins a feature's Studio side to them.",
            },
            {
              target: './components',
              from: [...['app', 'studio', 'features'].map(tree)],
              message: 'components/ holds small shared pieces of UI: it imports no page, section or feature.',
            },
            {
              target: './features',
              from: [...['app', 'studio'].map(tree)],
              message: 'A feature sits below the pages and the Studio that compose it: it imports neither.',
            },
            {
              target: './features/*/model/**/*',
              from: [
                ...['app', 'studio', 'components', 'schemas', 'sanity'].map(tree),
                './features/*/!(model)/**/*',
                './features/*/*.*',
                ...SCAFFOLDING,
              ],
              message: "A feature's model is its ground floor: it imports only lib/ and its own model.",
            },
            {
              target: ['./app/_pages', './app/api'],
              from: tree('studio'),
              message: 'Only the /studio route loads the Studio (studio/).',
            },
            {
              target: './app/api',
              from: [tree('components'), './app/_pages/**/*'],
              message: "A route is a thin adapter: import the feature's server door, never a page or a component.",
            },
            {
              target: ['./app', './studio', './components', './features', './lib', './schemas', './sanity'],
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
