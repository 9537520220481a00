import { defineQuery } from 'groq'

/** Every document of the given types, drafts included (the pane reads with the drafts perspective), in a steady order. */
export const untranslatedQuery = defineQuery(`*[_type in $types] | order(_type asc, _id asc)`)
