/**
 * The bench's own switches (`npm run bench`, scripts/bench/): read by the
 * routes only a bench build serves and by the starter content's loader, and
 * by nothing else. Not settings of a deployed site: .env.example lists them
 * apart.
 */

/** A build made by `npm run bench` (BENCH=1), which serves the framework floor page. */
export function isBenchBuild(): boolean {
  return process.env.BENCH === '1'
}

/**
 * The bench's second build (BENCH_PAGE_LOADER=off, honoured in BENCH=1 builds
 * only): the starter content as it reads once the owner has turned the
 * page-load spinner off, so that both states of one commit can be measured
 * side by side (docs/benchmark.md, "The loader, on and off").
 */
export function isBenchLoaderOff(): boolean {
  return isBenchBuild() && process.env.BENCH_PAGE_LOADER === 'off'
}
