import { Team } from '@/app/_pages/sections/Team'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import {
  aboutPage,
  BROKEN_PHOTO,
  expectNoMissingValues,
  photo,
  render,
  starterContent,
  teamMember,
  text,
} from '../../../testing/unit/render'

describe('Team', () => {
  it('empty: no section, no heading, no #team', () => {
    expect(render(<Team language="en" page={aboutPage({ teamHeading: 'Our team' })} team={null} />)).toBe('')
    expect(render(<Team language="en" page={null} team={[teamMember({ name: ' ', role: 'Nurse' })]} />)).toBe('')
  })

  it('half-filled: initials without a photo or with a broken one, no empty role or sentence', () => {
    const html = render(
      <Team
        language="en"
        page={null}
        team={[
          teamMember({ _id: 'a', name: 'Mary Ellen O’Brien', role: 'Care coordinator', photo: null }),
          teamMember({ _id: 'b', name: 'Sam', bio: 'Sam answers the phone at night.', photo: BROKEN_PHOTO }),
          teamMember({ _id: 'c', name: 'Dee', role: 'Director', photo: photo('/starter/team-1.jpg', 'Dee smiling') }),
        ]}
      />,
    )
    expect(html).toContain('<section id="team"')
    expect(html).toContain(`>${FALLBACK_TEXT.teamHeading}</h2>`)
    expect(html).toContain('<span class="initials" aria-hidden="true">MO</span>')
    expect(html).toContain('<span class="initials" aria-hidden="true">S</span>')
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).toContain('alt="Dee smiling"')
    expect(text(html)).toBe(
      `${FALLBACK_TEXT.teamHeading} MO Mary Ellen O’Brien Care coordinator S Sam Sam answers the phone at night. Dee Director`,
    )
    expect(html).not.toContain('<p class="role"></p>')
    expectNoMissingValues(html)
  })

  it('starter content: everyone in the owner’s order, with a described photo, role and sentence', async () => {
    const { about } = await starterContent()
    const html = render(<Team language="en" page={about.page} team={about.team} />)
    expect(Array.from(html.matchAll(/<h3 class="name">([^<]+)</g), (m) => m[1])).toEqual(
      about.team.map((member) => member.name),
    )
    for (const member of about.team) {
      expect(html).toContain(`alt="Portrait of ${member.name}"`)
      expect(text(html)).toContain(`${member.name} ${member.role} ${member.bio}`)
    }
    expectNoMissingValues(html)
  })
})
