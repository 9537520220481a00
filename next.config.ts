import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The starter dataset is read from disk at render time when no Sanity
  // project is configured: ship it with every server function.
  outputFileTracingIncludes: { '/**': ['./sanity/starter/**/*', './public/starter/**/*'] },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
  },
}

export default nextConfig
