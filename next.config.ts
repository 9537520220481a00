import type { NextConfig } from 'next'
import { PHOTO_QUALITIES } from './lib/photo-quality'
import { staticHeaderRules } from './lib/http/security-headers'

const nextConfig: NextConfig = {
  // The browser tests build a second, fully configured site beside the
  // default one (testing/browser/configured-server.ts); each needs its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // A self-contained server for containers (docs/operations.md, "Any Node host"); Vercel needs none.
  output: process.env.BUILD_STANDALONE === '1' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Behind a proxy or CDN that compresses (brotli: docs/operations.md, "Brotli"), `next start` sends the page as it
  // is: its own gzip would be passed on (Cloudflare) or done twice.
  compress: process.env.COMPRESS !== 'off',
  // proxy.ts redirects "/es/" to "/es" itself, with the site's headers, which Next.js's redirect left off.
  skipTrailingSlashRedirect: true,
  // The bench's own routes (app/(bench)/: the framework floor, the pages without scripts) are `.bench.tsx` and
  // `.bench.ts` files, which only a build for `npm run bench` (BENCH=1) reads: no other build has them.
  pageExtensions: process.env.BENCH === '1' ? ['bench.tsx', 'bench.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
  // The bench's second build measures the starter content as it reads with the page loader turned off
  // (docs/benchmark.md). A constant of the build, so no other build reads a bench switch at run time.
  env: {
    STARTER_PAGE_LOADER: process.env.BENCH === '1' && process.env.BENCH_PAGE_LOADER === 'off' ? 'off' : 'on',
  },
  // `npm test` type-checks the whole project (tests too) with `tsc --noEmit` before it builds
  // twice, and sets this: two more checks of the same files would cost it about 25 s each.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // A clean clone in CI never reads the cache a build writes (about 20 s of a build here).
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // Pages take no request bodies; proxy.ts need not hold more than this of one.
    proxyClientMaxBodySize: '64kb',
    // The pages' CSS (23 KB) travels inside the HTML instead of as two
    // render-blocking requests: on a slow phone connection that is the
    // difference between text on screen at once and after two round trips.
    inlineCss: true,
    // Each page inlines the CSS of its own sections only. By default Turbopack
    // merged every section's CSS module into one sheet that every page carried,
    // twice (in the <style> and in the React payload that repeats it); since
    // inlined CSS costs no request, the request cost that made merging
    // worthwhile is zero here (issue 25).
    cssChunking: { type: 'graph', requestCost: 0 },
  },
  reactStrictMode: true,
  // The starter dataset is read from disk at render time when no Sanity
  // project is configured: ship it with every server function.
  outputFileTracingIncludes: { '/**': ['./sanity/starter/**/*', './public/starter/**/*'] },
  images: {
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
    // Only the image folders: the optimizer fetches what it is given, and any
    // other local path (an API route, say) is not an image to resize.
    localPatterns: [{ pathname: '/starter/**' }],
    // The qualities the site asks for (lib/photo-quality.ts).
    qualities: PHOTO_QUALITIES,
  },
  // Headers every response gets, the public Content-Security-Policy included: lib/http/security-headers.ts.
  // proxy.ts replaces the policy for the Studio and for requests with the draft-mode cookie.
  async headers() {
    return staticHeaderRules({ dev: process.env.NODE_ENV === 'development' })
  },
}

export default nextConfig
