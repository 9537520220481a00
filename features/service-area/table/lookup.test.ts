/**
 * The ZIP lookup over the committed Georgia table, with the starter content's
 * eight counties and with the lists the owner could publish instead.
 */
import { readFileSync } from 'node:fs'
import { checkZip, servedCountiesOfZip, ZIP_TABLE } from '../zip-lookup'
import { parseZip } from '@/lib/zip-code'
import { lookupZip, type ServedCounty } from './lookup'
import { answerWords } from '../answer/wording'

/** The county documents of the starter dataset, as homePageQuery returns them. */
const STARTER: ServedCounty[] = readFileSync('sanity/starter/dataset.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .filter((doc) => doc._type === 'county')
  .map(({ name, state }) => ({ name, state }))

const say = (zip: string, counties: readonly ServedCounty[] = STARTER, hasPhone = true) =>
  answerWords(checkZip(zip, counties), 'GA', hasPhone).text

describe('the starter content: eight metro Atlanta counties', () => {
  it('has the eight counties the tests expect', () => {
    expect(STARTER.map((county) => county.name).sort()).toEqual([
      'Cherokee',
      'Clayton',
      'DeKalb',
      'Douglas',
      'Forsyth',
      'Fulton',
      'Gwinnett',
      'Henry',
    ])
  })

  it('says yes to a ZIP wholly inside a served county', () => {
    expect(checkZip('30043', STARTER)).toEqual({
      kind: 'served',
      zip: '30043',
      counties: [{ name: 'Gwinnett', state: 'GA' }],
    })
    expect(say('30043')).toBe('Yes, we serve 30043 (Gwinnett County).')
  })

  it('says "likely" to ZIPs across county lines, naming the counties in alphabetical order', () => {
    expect(checkZip('30004', STARTER)).toMatchObject({ kind: 'likely', servedShare: 1 })
    expect(say('30004')).toBe(
      "We likely serve you: 30004 spans Cherokee, Forsyth and Fulton counties. Call us and we'll confirm your address.",
    )
    expect(say('30236')).toBe(
      "We likely serve you: 30236 spans Clayton and Henry counties. Call us and we'll confirm your address.",
    )
  })

  it('says "likely" when most of a ZIP is served and names what we serve when only a little is', () => {
    // 30012: 97 % Rockdale, 3 % Walton and 1 % DeKalb.
    expect(say('30012')).toBe(
      'We may serve you: 30012 spans DeKalb, Rockdale and Walton counties, and we serve DeKalb County. ' +
        "Call us and we'll confirm your address.",
    )
    expect(checkZip('30012', STARTER)).toMatchObject({ kind: 'likely', servedShare: 0.01 })
  })

  it("says which county a ZIP it doesn't serve is in", () => {
    expect(checkZip('31401', STARTER)).toEqual({
      kind: 'notServed',
      zip: '31401',
      counties: [{ name: 'Chatham', state: 'GA' }],
    })
    expect(say('31401')).toBe("We don't serve 31401 (Chatham County) yet.")
    expect(say('30013')).toBe("We don't serve 30013 (Newton and Rockdale counties) yet.")
  })

  it("does not mistake Alabama's Cherokee County for Georgia's", () => {
    // 30165 (Rome) reaches 1 % into Cherokee County, Alabama.
    expect(say('30165')).toBe("We don't serve 30165 (Chattooga, Cherokee (AL) and Floyd counties) yet.")
  })

  it('tells a ZIP of another state from a Georgia ZIP code with no area (PO boxes)', () => {
    expect(checkZip('90210', STARTER)).toEqual({ kind: 'otherState', zip: '90210', stateName: 'Georgia' })
    expect(say('90210')).toBe(
      '90210 is not a ZIP code in Georgia, where we give care. If the care is for someone in Georgia, ' +
        'please enter the ZIP code of their home.',
    )
    // 30301: Atlanta's main post office boxes.
    expect(checkZip('30301', STARTER)).toEqual({ kind: 'unplaced', zip: '30301', stateName: 'Georgia' })
    expect(say('30301')).toMatch(/^We can't find 30301 on our map of Georgia: it may be a PO box/)
  })

  it.each(['', '   ', 'abc', '3004', '300431', '30O43', '30043-12', 'Gwinnett', '<b>30043</b>'])(
    'answers %j with a request for five digits',
    (input) => {
      const answer = checkZip(input, STARTER)
      expect(answer).toMatchObject({ kind: 'notZip', input: input.trim() })
      expect(answerWords(answer, 'GA', true)).toMatchObject({ tone: 'problem', offersCall: false })
      expect(say(input)).toMatch(/5 digits, for example \d{5}\.$/)
    },
  )

  it('takes a ZIP+4 and stray spaces', () => {
    expect(parseZip(' 30043-1234 ')).toBe('30043')
    expect(parseZip('30043 1234')).toBe('30043')
    expect(checkZip('30043-1234', STARTER).kind).toBe('served')
  })

  it('gives an example ZIP that the agency serves', () => {
    const answer = checkZip('', STARTER)
    expect(answer.kind).toBe('notZip')
    if (answer.kind !== 'notZip') return
    expect(checkZip(answer.example, STARTER).kind).toBe('served')
  })
})

describe('the served counties come from the content', () => {
  it("answers yes for Cobb's ZIPs once the owner adds Cobb County, with no code change", () => {
    expect(say('30060')).toBe("We don't serve 30060 (Cobb County) yet.")
    const withCobb = [...STARTER, { name: 'Cobb', state: 'GA' }]
    expect(say('30060', withCobb)).toBe('Yes, we serve 30060 (Cobb County).')
    expect(checkZip('30008', withCobb).kind).toBe('served')
  })

  it('stops saying yes for a county the owner removes', () => {
    const withoutGwinnett = STARTER.filter((county) => county.name !== 'Gwinnett')
    expect(say('30043', withoutGwinnett)).toBe("We don't serve 30043 (Gwinnett County) yet.")
  })

  it('matches names as the owner may type them', () => {
    for (const name of ['Dekalb', ' DeKalb ', 'De Kalb', 'DeKalb County']) {
      expect(checkZip('30002', [{ name, state: 'GA' }]).kind).toBe('served')
    }
    // The Studio fills in GA; a county saved without a state is taken to be in the table's state.
    expect(checkZip('30043', [{ name: 'Gwinnett', state: null }]).kind).toBe('served')
    expect(checkZip('30043', [{ name: 'Gwinnett', state: 'AL' }]).kind).toBe('notServed')
    expect(checkZip('30043', [{ name: null, state: 'GA' }, { name: '  ' }]).kind).toBe('notServed')
  })

  it('serves nothing when no county is listed', () => {
    expect(checkZip('30043', []).kind).toBe('notServed')
  })
})

describe('the served counties a ZIP code lies in, as the content names them (the application ticks them)', () => {
  it('names the one county of a ZIP wholly inside it, in the owner’s spelling', () => {
    expect(servedCountiesOfZip('30043', STARTER).served).toEqual(['Gwinnett'])
    expect(servedCountiesOfZip('30002', [{ name: 'Dekalb', state: 'GA' }]).served).toEqual(['Dekalb'])
  })

  it('names every served county of a ZIP across county lines, and only those', () => {
    expect(servedCountiesOfZip('30004', STARTER).served.sort()).toEqual(['Cherokee', 'Forsyth', 'Fulton'])
    expect(servedCountiesOfZip('30004', [{ name: 'Fulton', state: 'GA' }]).served).toEqual(['Fulton'])
  })

  it('names none for a ZIP outside them, of another state, or not a ZIP code', () => {
    expect(servedCountiesOfZip('31401', STARTER)).toMatchObject({ served: [], answer: { kind: 'notServed' } })
    expect(servedCountiesOfZip('36855', STARTER).served).toEqual([])
    expect(servedCountiesOfZip('3004', STARTER).served).toEqual([])
  })
})

describe('another table', () => {
  it('answers from whatever table it is given, e.g. one made from the Census file', () => {
    const table = JSON.parse(readFileSync('testing/fixtures/zips/census-sample.expected.json', 'utf8'))
    expect(lookupZip('30004', [{ name: 'Fulton', state: 'GA' }], table)).toMatchObject({
      kind: 'likely',
      servedShare: 0.6,
    })
    expect(lookupZip('30043', [{ name: 'Fulton', state: 'GA' }], table).kind).toBe('notServed')
    expect(lookupZip('30043', [], ZIP_TABLE).kind).toBe('notServed')
  })
})
