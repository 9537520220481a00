import { defineQuery } from 'groq'

/**
 * The content contract: every GROQ query the site runs. The same text is
 * evaluated by the Content Lake and, without a project, by groq-js over the
 * starter dataset; `npm run typegen` derives the result types in
 * sanity.types.ts from it.
 *
 * Images are projected to one shape (alt text, hotspot, crop and the asset's
 * id, url and size) so that sanity/lib/image.ts can serve both sources.
 */

// Projection of an accessibleImage, spliced into the queries below.
const image = /* groq */ `{ alt, hotspot, crop, asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }`

export const settingsQuery = defineQuery(`*[_id == "settings"][0]{
  agencyName,
  showPageLoader,
  phone,
  email,
  chatNumber,
  chatMessage,
  licenseNumber,
  licenseLookupUrl,
  trustProofs,
  answerHours,
  responseTime,
  officeHours[]{ day, opens, closes },
  "holidays": holidays[].date,
  freeConsultation,
  agingLine{ name, phone },
  address{ street, city, state, postalCode },
  paymentMethods,
  cardBrands,
  paymentLink,
  logoPrimary${image},
  logoScrolled${image}
}`)

export const homePageQuery = defineQuery(`{
  "page": *[_id == "homePage"][0]{
    heroHeading,
    heroButtonLabel,
    heroImageDesktop${image},
    heroImageMobile${image},
    whyChooseUsHeading,
    benefits,
    servicesHeading,
    howItWorksHeading,
    howItWorksSteps[]{ _key, title, text },
    ctaHeading,
    ctaText,
    ctaImageDesktop${image},
    ctaImageMobile${image},
    storiesHeading,
    contactHeading,
    contactIntro,
    consultationNextSteps,
    metaDescription
  },
  "cards": *[_id == "aboutPage"][0].cards[]{ _key, title, anchor, "text": pt::text(body) },
  "services": *[_type == "service"] | order(order asc, title asc){
    _id,
    title,
    anchor,
    summary,
    image${image}
  },
  "testimonials": *[_type == "testimonial" && showOnSite != false] | order(order asc, authorName asc){
    _id,
    quote,
    authorName,
    relationship,
    photo${image}
  },
  "facts": *[_type == "fact"] | order(order asc, label asc){ _id, label, value, suffix, durationMs },
  "counties": *[_type == "county"] | order(name asc){ _id, name, state }
}`)

export const aboutPageQuery = defineQuery(`{
  "page": *[_id == "aboutPage"][0]{
    heading,
    leadLine,
    heroButtonLabel,
    cards[]{ _key, title, anchor, body },
    servicesHeading,
    countiesHeading,
    faqHeading,
    teamHeading,
    _updatedAt,
    careers{ heading, intro, offers, hiring, notHiringNote, jobTitle, employmentTypes, postedOn, applyUrl },
    privacy{ heading, collected, whereItGoes, retention, applications, deletion, lastUpdated },
    accessibility{ heading, standard, measures, limits, help, lastReviewed },
    metaDescription
  },
  "faqs": *[_type == "faq"] | order(order asc, question asc){
    _id,
    question,
    group,
    answer,
    "answerText": pt::text(answer)
  },
  "team": *[_type == "teamMember"] | order(order asc, name asc){ _id, name, role, bio, photo${image} },
  "services": *[_type == "service"] | order(order asc, title asc){
    _id,
    title,
    anchor,
    summary,
    description,
    tasks,
    availability,
    shiftPatterns[]{ _key, shifts },
    image${image}
  },
  "counties": *[_type == "county"] | order(name asc){ _id, name, state }
}`)

/** What the no-script answer of the service-area check needs (app/api/service-area/route.ts). */
export const serviceAreaQuery = defineQuery(`{
  "counties": *[_type == "county"] | order(name asc){ name, state },
  "settings": *[_id == "settings"][0]{ phone, agingLine{ name, phone } }
}`)

export const completionPageQuery = defineQuery(`*[_id == "completionPage"][0]{ heading, message }`)

export const navigationQuery = defineQuery(
  `*[_type == "service" && defined(anchor)] | order(order asc, title asc){ _id, title, anchor }`,
)
