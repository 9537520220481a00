/** The site's words in English, the service-area check's words (features/service-area/): a part of ../en.ts. */

export const serviceArea = {
  heading: 'Do you serve my area?',
  zip: 'ZIP code',
  hint: '5 digits, of the home where care is needed',
  check: 'Check',
  loadFailed: 'The check could not load just now. Please try again',
  orCallUsAt: ' or call us at ',
  call: 'Call {phone}',
  book: 'Book a free consultation',
  careNearYou: 'For care near you, call {name}:',
  orCallUs: 'Or call us, in case we can help:',
  credit: 'ZIP code areas: ',
  served: 'Yes, we serve {zip} ({counties}).',
  likely: 'We likely serve you: {spans}. {confirm}',
  maybe: 'We may serve you: {spans}, and we serve {served}. {confirm}',
  spans: '{zip} spans {counties}',
  confirmCall: "Call us and we'll confirm your address.",
  confirmWrite: "Get in touch and we'll confirm your address.",
  notServed: "We don't serve {zip} ({counties}) yet.",
  unplaced:
    "We can't find {zip} on our map of {state}: it may be a PO box or a business's own ZIP code. Please try the ZIP code of the home where care is needed, or {reach}.",
  callUs: 'call us',
  getInTouch: 'get in touch',
  otherState:
    '{zip} is not a ZIP code in {state}, where we give care. If the care is for someone in {state}, please enter the ZIP code of their home.',
  notZip: '"{typed}" is not a ZIP code. Please enter 5 digits, for example {example}.',
  noZip: 'Please enter a ZIP code: 5 digits, for example {example}.',
  unavailable: "We can't check ZIP codes just now. Please try again in a few minutes.",
  county: '{name} County',
  counties: '{names} counties',
  otherStateCounty: '{name} ({state})',
  /** The no-script page's lines. */
  callUsAt: 'Call us at {link}',
  careNearYouAt: 'For care near you, call {name} at {link}',
  orCallUsAt2: 'Or call us at {link}, in case we can help',
  homePage: 'Home page',
}
