import { defineQuery } from 'groq'

/** What others say (beside the client stories): Studio → Ratings and awards. Figures only, no words to translate. */
export const outsideRatingsQuery = defineQuery(`*[_id == "outsideRatings"][0]{
  googleRating,
  googleReviewCount,
  googleReviewsUrl,
  readOn,
  awards[]{ _key, name, year, criteriaUrl }
}`)
