/** The site's words in English, the words of the pages themselves, which only the server renders: a part of ../en.ts. */

export const site = {
  skipLink: 'Skip to main content',
  /** The language link's hint for screen readers, said in the page's language around the other's name. */
  newTab: ' (opens in a new tab)',
}

/** What a page shows when the owner left a field empty: a half-filled document still renders a sensible page. */
/** The facts an answer shows from where the owner keeps them (schemas/objects/site-facts.ts), and what stands in for one not set. */
export const facts = {
  homeVisitBy: '{name} ({role})',
  missing: {
    shortestVisit: 'a few hours',
    homeVisitBy: 'someone from our team',
    phone: 'our phone number',
  },
}

export const fallback = {
  /** The agency's name in titles and cards. */
  agencyName: 'Home care',
  /** The header logo's link text, when there is neither logo nor name. */
  homeLink: 'Home',
  heroHeading: 'Home care for your loved ones',
  /** The call button of both heroes. */
  callButton: 'Get In Touch',
  aboutHeading: 'About Us',
  whyChooseUsHeading: 'Why choose us',
  storyCardsHeading: 'Who we are',
  /** A Mission / Caregivers / Goal card without a title. */
  storyCardTitle: 'About us',
  servicesHeading: 'Our Services',
  /** A service without a name. */
  serviceTitle: 'Our service',
  ctaHeading: 'We are here to help',
  storiesHeading: 'Client stories',
  factsHeading: 'Our care in numbers',
  contactHeading: 'Contact us',
  /** What happens after a consultation request, when the owner has not said. */
  consultationNextSteps: "Then we'll arrange your free consultation with you.",
  countiesHeading: 'Counties we serve',
  howItWorksHeading: 'How it works',
  faqHeading: 'Frequently asked questions',
  /** Questions whose group is missing or no longer one of the four. */
  faqOtherGroup: 'More questions',
  teamHeading: 'Our team',
  careersHeading: 'We’re hiring caregivers',
  /** The job the application form is for, when the owner has not named it. */
  jobTitle: 'Caregiver',
  /** In place of the application form while the owner is not hiring. */
  notHiring: 'We are not hiring right now, but you are welcome to get in touch all the same.',
  privacyHeading: 'Privacy notice',
  accessibilityHeading: 'Accessibility statement',
  /** Always true, whatever the owner wrote or left out: the privacy notice's last part. */
  privacyDeletion: 'To find out what we hold about you, or to have it deleted, call or e-mail us.',
  /** The accessibility statement's last part, when the owner left it empty. */
  accessibilityHelp: 'If anything on this website is hard to use, please tell us: call or e-mail us, and we will help.',
  completionHeading: 'Thank you!',
  /** The service-area check's "who else can help" line, when its name was left empty. */
  agingLineName: "your state's Area Agency on Aging",
}

export const header = {
  home: 'Home',
  about: 'About Us',
  stories: 'Client Stories',
  contact: 'Share Your Thoughts',
  services: 'Our Services',
  mainMenu: 'Main',
  menu: 'Menu',
  closeMenu: 'Close menu',
  callUsAt: 'Call us at ',
}

export const footer = {
  license: 'License: {number}',
  phone: 'Phone: ',
  email: 'E-mail: ',
  quickLinks: 'Quick Links',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  help: 'Help and policies',
  costs: 'What care costs',
  faq: 'Frequently asked questions',
  careers: 'Careers',
  privacy: 'Privacy notice',
  accessibility: 'Accessibility statement',
  rights: '© {year} {name}. All rights reserved.',
}

export const callBar = {
  label: 'Call, chat or book',
  call: 'Call',
  chat: 'Chat',
  chatHint: ' on WhatsApp (opens in a new tab)',
  consultation: 'Free consultation',
}

export const hero = {
  book: 'Book a free consultation',
  call: ': call {phone}',
}

export const trust = {
  heading: 'Why families can trust us',
  license: 'License {number}',
  licenseCheck: ': check it in the state’s search (opens in a new tab)',
  proofs: {
    licensed: 'Licensed by the State of Georgia',
    bonded: 'Bonded',
    insured: 'Insured',
    backgroundChecked: 'Caregivers pass national and state background checks, as Georgia law requires',
    trained: 'Trained caregivers',
    employed: 'Caregivers are our employees, not contractors',
  },
  /** The languages the owner ticked, in a sentence: "Our caregivers speak English, Spanish and Korean". */
  languages: 'Our caregivers speak {languages}',
}

export const sections = {
  // A client story told in another language, shown in the owner's translation with the words they said below it.
  translatedFrom: 'Translated from {language}.',
  asSaid: 'Read it in {language}, as they said it',
  callNow: 'Call Now',
  callSuffix: ': {phone}',
  countyOne: 'Serving {names} county.',
  countyMany: 'Serving {names} counties.',
  learnMore: 'Learn More',
  about: ' about {title}',
  callUs: 'Call Us',
  messageUs: 'Message Us',
  messageHint: ' (opens WhatsApp in a new tab)',
  emailUs: 'Email Us',
  payOnline: 'Pay Online',
  cardsWeAccept: 'Cards we accept',
  weAccept: 'We accept {methods}.',
  paymentMethods: {
    private: 'private pay',
    card: 'card payment online',
    longTermCare: 'long term care insurance',
    veterans: 'VA benefits paid to you',
  },
  notAccepted: {
    medicaid: 'Medicaid, including Georgia’s Elderly and Disabled Waiver (EDWP)',
    medicare: 'Medicare',
  },
  // What joins the last of the ways to pay we do not accept: "… or Medicare".
  nor: 'or',
  enlargePhoto: ' (enlarge photo)',
  enlargePhotoOf: 'Enlarge the photo of {title}',
  howWeHelp: 'How we help',
  shiftPatterns: 'Shift patterns',
  // A shift as the owner writes it ("7am-7pm"), said in words: "7 a.m. to 7 p.m.".
  shift: '{from} to {to}',
  beforeNoon: '{clock} a.m.',
  afterNoon: '{clock} p.m.',
  /** A county in the list of those served: "Cobb County, GA". */
  county: '{name} County',
  countyInState: '{name} County, {state}',
}

export const faq = {
  groups: {
    care: 'The care we give',
    payment: 'Paying for care',
    caregivers: 'Our caregivers',
    gettingStarted: 'Getting started',
  },
  another: 'Another question? ',
  first: 'Have a question? ',
  callUsAt: 'Call us at ',
  or: ' or ',
  emailAfterPhone: 'e-mail',
  email: 'E-mail',
}

export const careers = {
  /**
   * Georgia requires this statement on applications for caregiving work
   * (the Long-term Care Background Check Program, O.C.G.A. § 31-7-350 ff.).
   * Fixed here, not in the content, so that it cannot be edited away.
   */
  statement:
    'For this type of employment, state law requires a national and state background check as a condition of employment.',
  callUsAt: 'Call us at ',
  emailUsAt: 'E-mail us at ',
  subject: '(subject: {subject})',
  applicationSubject: 'Caregiver application',
  applyOnline: 'Apply online',
  whatWeOffer: 'What we offer',
  applyHeading: 'Apply in a few minutes',
  noScript: 'This browser is not running JavaScript, which the application form needs.',
  noScriptWays: ' Please use one of the other ways to apply on this page.',
  notHiring: 'We are not hiring right now',
  applyAnyway: 'To apply all the same',
  otherWays: 'Other ways to apply',
  employment: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'part-time',
    PER_DIEM: 'as needed (per diem)',
    TEMPORARY: 'temporary',
  },
}

export const policies = {
  collected: 'What the forms collect',
  whereItGoes: 'Where it goes and where it is kept',
  retention: 'How long we keep it',
  applications: 'Job applications',
  deletion: 'Asking us to delete it',
  privacySubject: 'Privacy request',
  lastUpdated: 'Last updated:',
  measures: 'What we did for older readers',
  limits: 'Known limits',
  help: 'If something is hard to use',
  accessibilitySubject: 'Website accessibility',
  lastReviewed: 'Last reviewed:',
  phone: 'Phone: ',
  email: 'E-mail: ',
}

export const contact = {
  // The subject every "e-mail us" link starts with, so that the office can sort enquiries.
  enquirySubject: 'Home care enquiry',
  reachUs: 'Reach us directly',
  phone: 'Phone',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  chatWithUs: 'Chat with us on WhatsApp',
  address: 'Postal address',
  noScript: 'This browser is not running JavaScript, which the consultation form needs.',
  noScriptAsk: ' Please ask for your free consultation ',
  tabsLabel: 'How would you like to reach us?',
  messageTab: 'Send a message',
  consultationTab: 'Request a free consultation',
}

/** The page a form posted without scripts answers with (features/requests/server/no-script-page.ts). */
export const noScript = {
  keptTitle: 'We have your {noun}',
  keptText: 'Thank you. Your {noun} has reached us. {promise}',
  confirmTitle: 'One more step: confirm your {noun}',
  confirmText:
    'Your {noun} has reached our website, but not our staff yet. Programs send forms like this one too, so please press the button to tell us that a person sent it.',
  confirmButton: 'Confirm and send',
  invalidTitle: 'Your {noun} has not been sent yet',
  invalidText: 'Some answers need another look:',
  invalidBack:
    "Use your browser's Back button: the form still holds your words. Change what is listed above, then send it again.",
  notKeptTitle: 'Your {noun} has not been sent',
  notKeptText: '{reason} Nothing you typed is lost: it is all below.',
  urgent: 'If it is urgent',
  questions: 'Any questions?',
  otherWay: 'Or reach us another way',
  callUsAt: 'Call us at {link}',
  emailThis: 'E-mail us this {noun}',
  emailThisHint: ' (it opens your e-mail with your words in it)',
  whatYouWrote: 'What you wrote',
  homePage: 'Home page',
  couldNotKeep: 'Our website could not keep your {noun} just now.',
  couldNotConfirm:
    "Our website could not take your confirmation just now. Your {noun} is kept, but please use your browser's Back button and press “Confirm and send” again, or call us.",
  fromElsewhere: 'Requests are taken only from the forms on this website.',
  rateLimitedOne:
    'You have sent us several requests in the last few minutes. Please wait 1 minute before sending another, or call us.',
  rateLimited:
    'You have sent us several requests in the last few minutes. Please wait {minutes} minutes before sending another, or call us.',
  formUnreadable: 'The form could not be read.',
  tooManyFields: 'A form has at most {max} fields.',
  /** The field names of each form, as the page lists the answers back. */
  fields: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    zip: 'ZIP code',
    subject: 'Subject',
    message: 'Message',
    careRecipient: 'Who needs care',
    services: 'Services',
    howSoon: 'How soon',
    preferredLanguage: 'Preferred language',
    startDate: 'Preferred start date',
    hoursPerWeek: 'Hours or days a week',
    payment: 'How care will be paid',
    bestTimeToCall: 'Best time to call',
    notes: 'Anything else',
    counties: 'Counties you can work in',
    shifts: 'Shifts you can work',
    experience: 'Experience',
    backgroundCheck: 'Background check understood',
    certifications: 'Certifications',
    driving: 'Driving',
    availableFrom: 'Can start from',
    heardFrom: 'Heard of us from',
    referredBy: 'Referred by',
  },
}
