/** The site's words in English, the status pages' words: the 404, the error page, the thank-you page: a part of ../en.ts. */

export const pages = {
  // The home page's title in search results and the browser's tab: the agency, and what a family searches for.
  homeTitle: '{agency}: home care for seniors',
  notFoundTitle: 'Page not found',
  notFoundHeading: 'We could not find that page',
  notFoundText: 'The address may be mistyped, or the page may have moved. Everything we offer is one step away:',
  home: 'Go to the home page',
  callUsAt: 'Call us at {phone}',
  completionTitle: 'Thank you',
  completionDescription: 'Thank you for your payment.',
  returnHome: 'Return to Home',
  shareImageAlt: 'The home care agency’s name, the Georgia counties it serves and its phone number',
  servedOne: 'Home care in {names} County',
  servedMany: 'Home care in {names} counties',
}
