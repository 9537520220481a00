import { ImageResponse } from 'next/og'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { listWords } from '@/lib/i18n/list-words'
import { wordsFor } from '@/lib/i18n/words'
import { sanityFetch } from '@/sanity/fetch'
import { homePageQuery, settingsQuery } from '@/sanity/page-queries'

/**
 * The picture shown when a page of the site is shared (Open Graph and
 * Twitter cards): the agency's name, the counties it serves and its phone
 * number, from the content. Generated at build time and regenerated with the
 * pages. In next/og's built-in font (one weight, hence sizes rather than
 * bold for emphasis), so nothing is fetched, not even at build time. Each
 * language's opengraph-image.tsx draws it in its words (`pages.served…`).
 */

export const OG_SIZE = { width: 1200, height: 630 }

const CREAM = '#fbf7f2'
const TEAL = '#1f5f5b'
const TEAL_DARK = '#163f3c'
const TERRACOTTA = '#9a4421'

export async function ogImage(language: Language) {
  const [settings, { counties }] = await Promise.all([
    sanityFetch({ query: settingsQuery, params: { language } }),
    sanityFetch({ query: homePageQuery, params: { language } }),
  ])
  const words = wordsFor(language)
  const name = settings?.agencyName?.trim() || words.fallback.agencyName
  const countyNames = counties.map((county) => county.name?.trim()).filter((county): county is string => !!county)
  const served =
    countyNames.length > 0
      ? fill(words.pages[countyNames.length > 1 ? 'servedMany' : 'servedOne'], {
          names: listWords(countyNames, 'and', language),
        })
      : null
  const phone = settings?.phone?.trim()

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: CREAM,
        borderTop: `24px solid ${TEAL}`,
        color: TEAL_DARK,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ fontSize: 84, lineHeight: 1.1 }}>{name}</div>
        {served ? <div style={{ fontSize: 38, lineHeight: 1.35, color: '#3d4b4a' }}>{served}</div> : null}
      </div>
      {phone ? <div style={{ fontSize: 48, color: TERRACOTTA }}>{phone}</div> : null}
    </div>,
    OG_SIZE,
  )
}
