import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import jsxA11y from 'eslint-plugin-jsx-a11y'

// Globs throughout: the rule takes a zone's `from` as all globs or none.
const tree = (folder) => `./${folder}/**/*`
const SCAFFOLDING = ['testing', 'e2e', '__tests__', 'scripts'].map(tree)
const ABOVE_LIB = [...['app', 'components', 'schemas', 'sanity'].map(tree), ...SCAFFOLDING]
const FEATURES_ABOVE_MODEL = ['./features/*/!(model)/**/*', './features/*/*.*']

const config = [
  ...nextVitals,
  ...nextTypescript,
  // Next registers the jsx-a11y plugin with a few rules; older readers and
  // screen-reader users need all of its recommended ones.
  { rules: jsxA11y.flatConfigs.recommended.rules },
  prettier,
  // Internal links go through SiteLink, which keeps a page from prefetching itself.
  {
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/ui/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: 'next/link', message: 'Use SiteLink (components/ui/SiteLink.tsx): it never prefetches its own page.' },
      ],
    },
  },
  // The folders are the architecture (docs/decisions.md, "Folders and layers"): nothing imports
  // from a layer above it, and no product code imports test or bench scaffolding.
  {
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib',
              from: [...ABOVE_LIB, tree('features')],
              message: 'lib/ is the ground floor: plain code that imports nothing of the app.',
            },
            {
              target: './features/*/model/**/*',
              from: [...ABOVE_LIB, ...FEATURES_ABOVE_MODEL],
              message: "A feature's model is its ground floor: it imports only lib/ and models.",
            },
            {
              target: './schemas',
              from: [tree('app'), tree('components'), ...FEATURES_ABOVE_MODEL, ...SCAFFOLDING],
              message: "The Studio's schemas import lib/ and the features' models only.",
            },
            {
              target: './app/api',
              from: './components',
              message: "A route is a thin adapter: import the feature's server module, never a component.",
            },
            {
              target: './components/ui',
              from: ['./components/!(ui)/**/*', './components/*.*', tree('features')],
              message: 'components/ui/ holds small shared pieces: it imports no section or feature.',
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
