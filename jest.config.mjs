import nextJest from 'next/jest.js'

// next/jest compiles TypeScript with the same SWC settings as the app.
const createJestConfig = nextJest({ dir: './' })

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  moduleNameMapper: { '^server-only$': '<rootDir>/__tests__/support/empty.ts' },
  // The Sanity CLI and the starter images take a few seconds on a small machine.
  testTimeout: 60_000,
})
