import type { NextConfig } from 'next'
import { securityHeaderRules } from './lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The starter dataset is read from disk at render time when no Sanity
  // project is configured: ship it with every server function.
  outputFileTracingIncludes: { '/**': ['./sanity/starter/**/*', './public/starter/**/*'] },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
  },
  // CSP and friends: lib/security-headers.ts. `next dev` gets 'unsafe-eval' for React's dev tooling.
  async headers() {
    return securityHeaderRules({ dev: process.env.NODE_ENV === 'development' })
  },
}

export default nextConfig
