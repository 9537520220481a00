import { defineQuery } from 'groq'
import { fellBack, inLanguage, inLanguageOnly, localized } from '../lib/i18n/groq'

/**
 * The content contract: every GROQ query the site runs. The same text is
 * evaluated by the Content Lake and, without a project, by groq-js over the
 * starter dataset; `npm run typegen` derives the result types in
 * sanity.types.ts from it.
 *
 * Images are projected to one shape (alt text, hotspot, crop and the asset's
 * id, url and size) so that sanity/image.ts can serve both sources.
 *
 * The owner's words are kept in every language (`{ en, es }`,
 * schemas/objects/localized.ts). Every query takes `$language` and gives
 * each such field as a plain string (or list, or formatted text) in that
 * language, the English where the translation is missing (lib/i18n/groq.ts);
 * a projection's `fallbacks` lists its fields that fell back, so that the
 * page can mark them as English (lib/i18n/fallbacks.ts). A feature's own
 * queries live with it (features/costs/costs-query.ts…).
 */

// Projection of an accessibleImage, spliced into the queries below.
const image =
  /* groq */ `{ ${localized('alt')}, hotspot, crop, asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }` as const

export const settingsQuery = defineQuery(`*[_id == "settings"][0]{
  agencyName,
  showPageLoader,
  phone,
  email,
  chatNumber,
  ${localized('chatMessage')},
  licenseNumber,
  licenseLookupUrl,
  trustProofs,
  ${localized('answerHours')},
  ${localized('responseTime')},
  officeHours[]{ day, opens, closes },
  "holidays": holidays[].date,
  ${localized('freeConsultation')},
  agingLine{ ${localized('name')}, phone },
  address{ street, city, state, postalCode },
  paymentMethods,
  notAccepted,
  "homeVisitBy": homeVisitBy->{ name, ${localized('role')} },
  cardBrands,
  paymentLink,
  logoPrimary${image},
  logoScrolled${image},
  publishedLanguages,
  caregiverLanguages,
  "fallbacks": array::compact([${fellBack('answerHours')}, ${fellBack('responseTime')}, ${fellBack('freeConsultation')}])
}`)

export const homePageQuery = defineQuery(`{
  "page": *[_id == "homePage"][0]{
    ${localized('heroHeading')},
    ${localized('heroButtonLabel')},
    heroImageDesktop${image},
    heroImageMobile${image},
    ${localized('whyChooseUsHeading')},
    ${localized('benefits')},
    ${localized('servicesHeading')},
    ${localized('howItWorksHeading')},
    howItWorksSteps[]{
      _key,
      ${localized('title')},
      ${localized('text')},
      "fallbacks": array::compact([${fellBack('title')}, ${fellBack('text')}])
    },
    ${localized('ctaHeading')},
    ${localized('ctaText')},
    ctaImageDesktop${image},
    ctaImageMobile${image},
    ${localized('storiesHeading')},
    ${localized('contactHeading')},
    ${localized('contactIntro')},
    ${localized('consultationNextSteps')},
    ${localized('metaDescription')},
    "fallbacks": array::compact([
      ${fellBack('heroHeading')}, ${fellBack('heroButtonLabel')}, ${fellBack('whyChooseUsHeading')}, ${fellBack('benefits')},
      ${fellBack('servicesHeading')}, ${fellBack('howItWorksHeading')}, ${fellBack('ctaHeading')}, ${fellBack('ctaText')},
      ${fellBack('storiesHeading')}, ${fellBack('contactHeading')}, ${fellBack('contactIntro')},
      ${fellBack('consultationNextSteps')}
    ])
  },
  "cards": *[_id == "aboutPage"][0].cards[]{
    _key,
    ${localized('title')},
    anchor,
    "text": pt::text(${inLanguage('body')}),
    "fallbacks": array::compact([${fellBack('title')}, ${fellBack('body')}])
  },
  "services": *[_type == "service"] | order(order asc, title.en asc){
    _id,
    ${localized('title')},
    anchor,
    ${localized('summary')},
    image${image},
    "fallbacks": array::compact([${fellBack('title')}, ${fellBack('summary')}])
  },
  "testimonials": *[_type == "testimonial" && showOnSite != false] | order(order asc, authorName asc){
    _id,
    quote,
    "language": coalesce(language, "en"),
    "translation": ${inLanguageOnly('translation')},
    authorName,
    ${localized('relationship')},
    photo${image},
    "fallbacks": array::compact([${fellBack('relationship')}])
  },
  "facts": *[_type == "fact"] | order(order asc, label.en asc){
    _id,
    ${localized('label')},
    value,
    suffix,
    durationMs,
    "fallbacks": array::compact([${fellBack('label')}])
  },
  "counties": *[_type == "county"] | order(name asc){ _id, name, state }
}`)

export const aboutPageQuery = defineQuery(`{
  "page": *[_id == "aboutPage"][0]{
    ${localized('heading')},
    ${localized('leadLine')},
    ${localized('heroButtonLabel')},
    cards[]{
      _key,
      ${localized('title')},
      anchor,
      "body": ${inLanguage('body')},
      "fallbacks": array::compact([${fellBack('title')}, ${fellBack('body')}])
    },
    ${localized('servicesHeading')},
    ${localized('countiesHeading')},
    ${localized('faqHeading')},
    ${localized('teamHeading')},
    _updatedAt,
    careers{
      ${localized('heading')},
      ${localized('intro')},
      ${localized('offers')},
      hiring,
      ${localized('notHiringNote')},
      ${localized('jobTitle')},
      employmentTypes,
      postedOn,
      applyUrl,
      "fallbacks": array::compact([
        ${fellBack('heading')}, ${fellBack('intro')}, ${fellBack('offers')}, ${fellBack('notHiringNote')}, ${fellBack('jobTitle')}
      ])
    },
    privacy{
      ${localized('heading')},
      ${localized('collected')},
      ${localized('whereItGoes')},
      ${localized('retention')},
      ${localized('applications')},
      ${localized('deletion')},
      lastUpdated,
      "fallbacks": array::compact([
        ${fellBack('heading')}, ${fellBack('collected')}, ${fellBack('whereItGoes')}, ${fellBack('retention')},
        ${fellBack('applications')}, ${fellBack('deletion')}
      ])
    },
    accessibility{
      ${localized('heading')},
      ${localized('standard')},
      ${localized('measures')},
      ${localized('limits')},
      ${localized('help')},
      lastReviewed,
      "fallbacks": array::compact([
        ${fellBack('heading')}, ${fellBack('standard')}, ${fellBack('measures')}, ${fellBack('limits')}, ${fellBack('help')}
      ])
    },
    ${localized('metaDescription')},
    "fallbacks": array::compact([
      ${fellBack('heading')}, ${fellBack('leadLine')}, ${fellBack('heroButtonLabel')}, ${fellBack('servicesHeading')},
      ${fellBack('countiesHeading')}, ${fellBack('faqHeading')}, ${fellBack('teamHeading')}
    ])
  },
  "faqs": *[_type == "faq"] | order(order asc, question.en asc){
    _id,
    ${localized('question')},
    group,
    "answer": ${inLanguage('answer')},
    "answerText": pt::text(${inLanguage('answer')}),
    "fallbacks": array::compact([${fellBack('question')}, ${fellBack('answer')}])
  },
  "team": *[_type == "teamMember"] | order(order asc, name asc){
    _id,
    name,
    ${localized('role')},
    ${localized('bio')},
    photo${image},
    "fallbacks": array::compact([${fellBack('role')}, ${fellBack('bio')}])
  },
  "services": *[_type == "service"] | order(order asc, title.en asc){
    _id,
    ${localized('title')},
    anchor,
    ${localized('summary')},
    "description": ${inLanguage('description')},
    ${localized('tasks')},
    ${localized('availability')},
    shiftPatterns[]{ _key, shifts },
    image${image},
    "fallbacks": array::compact([
      ${fellBack('title')}, ${fellBack('summary')}, ${fellBack('description')}, ${fellBack('tasks')}, ${fellBack('availability')}
    ])
  },
  "counties": *[_type == "county"] | order(name asc){ _id, name, state }
}`)

export const completionPageQuery = defineQuery(`*[_id == "completionPage"][0]{
  ${localized('heading')},
  ${localized('message')},
  "fallbacks": array::compact([${fellBack('heading')}, ${fellBack('message')}])
}`)

export const navigationQuery = defineQuery(
  `*[_type == "service" && defined(anchor)] | order(order asc, title.en asc){
    _id,
    ${localized('title')},
    anchor,
    "fallbacks": array::compact([${fellBack('title')}])
  }`,
)
