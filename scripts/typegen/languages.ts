/**
 * Writes lib/i18n/groq.ts, the GROQ helpers that pick an owner's text in the
 * page's language, from the list in lib/i18n/languages.ts. The first step of
 * `npm run typegen`; scripts/check-typegen.sh fails when it is stale.
 */
import { writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { languageGroqModule } from '../../lib/i18n/groq-builders'

async function main() {
  const file = 'lib/i18n/groq.ts'
  const options = (await resolveConfig(file)) ?? {}
  writeFileSync(file, await format(languageGroqModule(), { ...options, filepath: file }))
  console.log(`${file}: written from lib/i18n/languages.ts`)
}

void main()
