import { notFound } from 'next/navigation'
import { isBenchBuild } from '@/lib/bench-flags'

// Rendered once at build time, so BENCH is read by `next build`, not at request time.
export const dynamic = 'force-static'

/**
 * The framework floor for `npm run bench`: a bare route of the same build with
 * no client component of ours. Its JavaScript is what any page of this Next
 * version costs; the bench reports the public pages' JavaScript above it.
 * Only builds made with BENCH=1 (as `npm run bench` does) serve it; every
 * other build answers 404, so production sites carry no stray page.
 */
export default function BenchFloorPage() {
  if (!isBenchBuild()) notFound()
  return <h1>Framework floor</h1>
}
