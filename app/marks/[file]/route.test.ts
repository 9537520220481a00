import { siAmericanexpress, siVisa, siWhatsapp } from 'simple-icons'
import { GET, generateStaticParams } from '@/app/marks/[file]/route'

const get = (file: string) => GET(new Request(`http://localhost/marks/${file}`), { params: Promise.resolve({ file }) })

describe('/marks/<name>.svg', () => {
  it('one file per card brand the owner can tick, and WhatsApp’s, written at build time', () => {
    expect(generateStaticParams().map(({ file }) => file)).toEqual([
      'visa.svg',
      'mastercard.svg',
      'amex.svg',
      'discover.svg',
      'whatsapp.svg',
    ])
  })

  it("a card brand's own mark, in its colour on a white card, titled with its name", async () => {
    const response = await get('amex.svg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 80 50" width="80" height="50">/)
    expect(svg).toContain(
      '<title>American Express</title><rect x="1" y="1" width="78" height="48" rx="7" fill="#ffffff"/>',
    )
    expect(svg).toContain(`fill="#${siAmericanexpress.hex}" d="${siAmericanexpress.path}"`)
    expect(await (await get('visa.svg')).text()).toContain(siVisa.path)
  })

  it("WhatsApp's mark in white, the call bar's text colour", async () => {
    const svg = await (await get('whatsapp.svg')).text()
    expect(svg).toContain('viewBox="0 0 24 24"')
    expect(svg).toContain(`<title>WhatsApp</title><path fill="#ffffff" d="${siWhatsapp.path}"/>`)
  })

  it('nothing for a mark the site does not show', async () => {
    for (const file of ['diners.svg', 'visa', 'visa.png', '.svg', 'constructor.svg']) {
      expect((await get(file)).status).toBe(404)
    }
  })
})
