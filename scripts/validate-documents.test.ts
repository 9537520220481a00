/**
 * The starter documents pass the same validation rules the owner meets in
 * the Studio, run offline through scripts/validate-documents.ts.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { STARTER_FILE } from '@/sanity/starter'

type Result = { id: string; type: string; markers: { level: string; message: string; path: string }[] }

/** Each file's results, from one run of the script (starting the Sanity CLI is most of its time). */
async function validate(files: string[]): Promise<Result[][]> {
  const { stdout } = await promisify(execFile)(
    path.join(process.cwd(), 'node_modules/.bin/sanity'),
    ['exec', 'scripts/validate-documents.ts', '--', ...files],
    { env: { ...process.env, DO_NOT_TRACK: '1' }, maxBuffer: 10 * 1024 * 1024 },
  )
  return stdout
    .trim()
    .split('\n')
    .slice(-files.length)
    .map((line) => JSON.parse(line) as Result[])
}

describe('schema validation', () => {
  let starter: Result[] = []
  let invalid: Result[] = []
  beforeAll(async () => {
    const [first, second] = await validate([
      STARTER_FILE,
      path.join(__dirname, '../testing/fixtures/invalid-documents.ndjson'),
    ])
    starter = first ?? []
    invalid = second ?? []
  })

  it('passes every starter document without an error or a warning', () => {
    expect(starter.map((r) => r.type).sort()).toEqual(
      expect.arrayContaining([
        'aboutPage',
        'careCosts',
        'completionPage',
        'county',
        'fact',
        'faq',
        'homePage',
        'outsideRatings',
        'ownerAlerts',
        'service',
        'settings',
        'teamMember',
        'testimonial',
      ]),
    )
    // The starter's Google rating was "read" on a fixed day: the Studio's reminder to read it again, once 90 days
    // have passed, is the one marker it may carry (tested below on a rating read long ago).
    const reminder = /^Read more than 90 days ago/
    const markers = starter.map((r) => ({ ...r, markers: r.markers.filter((m) => !reminder.test(m.message)) }))
    expect(markers.filter((r) => r.markers.length > 0)).toEqual([])
  })

  it('catches the mistakes an owner could make', () => {
    const messages = (id: string) => invalid.find((r) => r.id === id)!.markers.map((m) => `${m.path}: ${m.message}`)

    expect(messages('county-x')).toEqual(
      expect.arrayContaining([
        'name: Leave out the word "County": the site adds it.',
        'state: Two capital letters, for example GA.',
      ]),
    )
    expect(messages('settings-copy')).toEqual(
      expect.arrayContaining([
        ': There is only one set of contact details (id "settings"). Delete this copy.',
        'phone: Enter a US phone number with area code, for example (770) 555-0142.',
        'email: Enter an e-mail address, for example care@example.com.',
        'address.postalCode: Five digits, for example 30097.',
        'agingLine.name: The English text is required (at most 80 characters).',
        'agingLine.phone: Enter a US phone number with area code, for example (770) 555-0142.',
      ]),
    )
    // Office hours: a day closing before it opens, a day twice, a date twice or missing; none set is a warning.
    expect(messages('settings-copy')).toEqual(
      expect.arrayContaining([
        'officeHours: Each day once: remove the second row for the same day.',
        expect.stringMatching(/^officeHours\..*closes: Closing must be after opening/),
        'holidays: Each date once: remove the repeated date.',
        expect.stringMatching(/^holidays\..*date: Choose the date\.$/),
      ]),
    )
    expect(invalid.find((r) => r.id === 'settings-unlicensed')!.markers).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        path: 'officeHours',
        message: expect.stringMatching(/Monday to Friday/),
      }),
    )
    // Alerts to your phone: the one phone rule per number (the number alone), each once, at most five, one document.
    expect(messages('ownerAlerts')).toEqual([
      ': There is only one set of alert settings (id "private.ownerAlerts"). Delete this copy.',
      'textNumbers: At most 5 numbers.',
      'textNumbers: Each number once: remove the second copy.',
      'textNumbers.0: Enter a US phone number with area code, for example (770) 555-0142.',
      'textNumbers.3: Enter a US phone number with area code, for example (770) 555-0142.',
    ])
    expect(messages('testimonial-x')).toContain(
      'photo.alt: Describe the picture in English for visitors who cannot see it.',
    )
    expect(messages('fact-x').map((m) => m.split(':')[0])).toEqual(expect.arrayContaining(['value', 'durationMs']))
    // A proof needs what proves it; nothing is ticked twice; the state's search is a secure address.
    expect(messages('settings-unlicensed')).toEqual(
      expect.arrayContaining([
        'licenseNumber: Required, at most 40 characters.',
        'trustProofs: Add your license number (on the Agency tab) before ticking "Licensed".',
      ]),
    )
    expect(messages('settings-unlicensed').map((m) => m.split(':')[0])).toEqual(
      expect.arrayContaining(['trustProofs', 'licenseLookupUrl']),
    )
    expect(messages('faq-x')).toEqual(
      expect.arrayContaining([
        'answer: Write the answer in English: until then the question is not shown.',
        'group: Choose the group this question belongs to.',
      ]),
    )
    // Ratings: Google's scale, a secure link, the date they were read; an award's year and criteria; a warning when old.
    expect(messages('outsideRatings-x')).toEqual(
      expect.arrayContaining([
        'googleRating: From 1 to 5, one decimal, for example 4.8.',
        'googleReviewsUrl: The https address of your reviews.',
        expect.stringMatching(/^awards\..*year: The year it was given\.$/),
        expect.stringMatching(/^awards\..*criteriaUrl: Where a family can read how it is given\.$/),
      ]),
    )
    expect(invalid.find((r) => r.id === 'outsideRatings-x')!.markers).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        path: 'readOn',
        message: expect.stringMatching(/^Read more than 90/),
      }),
    )
    // Rates: dollars, with the day they changed; another choice's figure with its area, year, source and link.
    expect(messages('careCosts-x')).toEqual(
      expect.arrayContaining([
        'weekdayRate: Dollars, from 0 to 500, for example 32.50.',
        'ratesChangedOn: Give the date your rates last changed: the page shows it.',
        expect.stringMatching(/^otherChoices\..*area: Say whether it is Georgia’s figure or the nation’s\.$/),
        expect.stringMatching(/^otherChoices\..*year: The survey’s year\.$/),
        expect.stringMatching(/^otherChoices\..*source: Name the source, at most 120 characters\.$/),
        expect.stringMatching(/^otherChoices\..*url: The address of the source\.$/),
      ]),
    )
    expect(messages('team-x')).toEqual(
      expect.arrayContaining([
        'role: The English text is required (at most 80 characters).',
        'photo.alt: Describe the picture in English for visitors who cannot see it.',
      ]),
    )
  })
})
