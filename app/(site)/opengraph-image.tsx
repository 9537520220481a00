import { ImageResponse } from 'next/og'
import { sanityFetch } from '@/sanity/lib/fetch'
import { homePageQuery, settingsQuery } from '@/sanity/lib/queries'
import { FALLBACK_TEXT } from '@/lib/fallback-text'

/**
 * The picture shown when a page of the site is shared (Open Graph and
 * Twitter cards): the agency's name, the counties it serves and its phone
 * number, from the content. Generated at build time and regenerated with the
 * pages. In next/og's built-in font (one weight, hence sizes rather than
 * bold for emphasis), so nothing is fetched, not even at build time.
 */

// Must be a literal for Next.js to read it; equals REVALIDATE_SECONDS in sanity/lib/fetch.ts.
export const revalidate = 3600

export const alt = 'The home care agency’s name, the Georgia counties it serves and its phone number'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

const CREAM = '#fbf7f2'
const TEAL = '#1f5f5b'
const TEAL_DARK = '#163f3c'
const TERRACOTTA = '#9a4421'

/** ["Fulton", "Henry", "Clayton"] → "Fulton, Henry and Clayton" */
function listOf(names: string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

export default async function OpenGraphImage() {
  const [settings, { counties }] = await Promise.all([
    sanityFetch({ query: settingsQuery }),
    sanityFetch({ query: homePageQuery }),
  ])
  const name = settings?.agencyName?.trim() || FALLBACK_TEXT.agencyName
  const countyNames = counties.map((county) => county.name?.trim()).filter((county): county is string => !!county)
  const served =
    countyNames.length > 0
      ? `Home care in ${listOf(countyNames)} ${countyNames.length > 1 ? 'counties' : 'County'}`
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
    size,
  )
}
