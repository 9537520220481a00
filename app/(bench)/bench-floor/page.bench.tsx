export const dynamic = 'force-static'

/**
 * The framework floor for `npm run bench`: a bare route of the same build with
 * no client component of ours. Its JavaScript is what any page of this Next
 * version costs; the bench reports the public pages' JavaScript above it.
 * Only builds made with BENCH=1 (as `npm run bench` does) have it: its file
 * ends in `.bench.tsx`, a page extension only such builds read
 * (next.config.ts), so production sites carry no stray page.
 */
export default function BenchFloorPage() {
  return <h1>Framework floor</h1>
}
