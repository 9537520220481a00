// Prints one closing line for the unit and browser tests together:
// "tests: N passed, N failed" (with ", N skipped" when any were, and how many
// browser tests passed only on their retry).
import { readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
let flaky = 0
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
  } else {
    passed += report.stats.expected + report.stats.flaky
    flaky += report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  }
}
console.log(
  `tests: ${passed} passed${flaky ? ` (${flaky} only on a retry: flaky)` : ''}, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
)
process.exit(failed > 0 ? 1 : 0)
