import nextJest from 'next/jest.js'

// next/jest compiles TypeScript with the same SWC settings as the app.
const createJestConfig = nextJest({ dir: './' })

const nextJestConfig = createJestConfig({
  testEnvironment: 'node',
  // Every unit and render test sits beside the code it tests; the browser's tests are Playwright's (e2e/).
  testMatch: [
    '<rootDir>/{__tests__,app,components,features,lib,sanity,schemas,scripts,studio,testing}/**/*.test.{ts,tsx}',
  ],
  moduleNameMapper: { '^server-only$': '<rootDir>/testing/unit/empty.ts' },
  setupFiles: ['<rootDir>/testing/unit/behind-a-proxy.ts'],
  // The Sanity CLI and the starter images take a few seconds on a small machine.
  testTimeout: 60_000,
})

// Packages the page sections import that ship only ES modules, which Jest's
// CommonJS runtime cannot load: SWC compiles them too, as Next.js's bundler
// does for the app. next/jest lets a config only add ignore patterns, so its
// node_modules pattern is widened here.
const ESM_ONLY = [
  '@sanity/image-url',
  '@portabletext/react',
  '@portabletext/toolkit',
  // The Studio API fixture's patches (testing/studio-api-writes.ts).
  '@sanity/mutator',
  'lodash-es',
]
const NODE_MODULES_PATTERN = '/node_modules/(?!.pnpm)(?!('

export default async function jestConfig() {
  const config = await nextJestConfig()
  const [first, ...rest] = config.transformIgnorePatterns
  if (!first?.startsWith(NODE_MODULES_PATTERN)) {
    throw new Error(`jest.config.mjs: next/jest's node_modules pattern changed (${first}); update ESM_ONLY's handling`)
  }
  const widened = first.replace(NODE_MODULES_PATTERN, `${NODE_MODULES_PATTERN}${ESM_ONLY.join('|')}|`)
  return { ...config, transformIgnorePatterns: [widened, ...rest] }
}
