/**
 * What a page shows when the owner left a field empty: a half-filled document
 * still renders a sensible page. Kept in one place so that the wording is the
 * same wherever the same thing is meant.
 */
export const FALLBACK_TEXT = {
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
} as const
