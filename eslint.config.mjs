import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'
import jsxA11y from 'eslint-plugin-jsx-a11y'

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
