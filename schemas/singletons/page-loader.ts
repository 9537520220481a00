/**
 * The spec's page-load spinner is the owner's choice (issue 40): a field of
 * the contact details, on unless the owner turns it off. What it costs a
 * family, in the words the Studio shows beside the switch, is measured by
 * `npm run bench` (docs/benchmark.md, "The loader, on and off": Speed Index
 * with it and without, applied): update the sentence when a bench finds
 * otherwise.
 */
export const PAGE_LOADER_COST =
  'The spec’s spinner covers each page until it has loaded, and is gone within a second after. It costs time: on a slow phone, a visitor sees the page 2 to 3 seconds later with it than without (measured by the site’s benchmark). Turn it off for the fastest pages.'

/** On unless the owner turned it off: a document saved before the switch existed keeps the spec's spinner. */
export function showsPageLoader(setting: boolean | null | undefined): boolean {
  return setting !== false
}
