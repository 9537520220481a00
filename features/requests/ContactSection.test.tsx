import { ConsultationForm } from './forms/ConsultationForm'
import { ContactSection, consultationFormProps, type ContactSectionProps } from './ContactSection'
import { fallback as FALLBACK_TEXT } from '@/lib/i18n/en'
import { expectNoMissingValues, homePage, renderSettled, settings, starterContent, text } from '@/testing/unit/render'

describe('ContactSection', () => {
  it('empty: the fallback heading and the form, no direct ways and no offer of them', async () => {
    const html = await renderSettled(<ContactSection language="en" page={null} settings={null} />)
    expect(html).toContain(`>${FALLBACK_TEXT.contactHeading}</h2>`)
    expect(html).toContain('<form')
    // Without scripts the message form still works (it posts to /api/contact): no note says otherwise.
    expect(text(html)).not.toContain('which the form needs to send your message')
    expect(text(html)).toContain('Send us a message')
    expect(html).not.toMatch(/Reach us|tel:|mailto:|<address/)
    expectNoMissingValues(html)
  })

  it('half-filled: an e-mail and a city only; no phone link, no street line', async () => {
    const html = await renderSettled(
      <ContactSection
        language="en"
        page={homePage({ contactIntro: ' ' })}
        settings={settings({
          phone: 'ask for Jo',
          email: 'care@example.com',
          address: { street: ' ', city: 'Duluth', state: null, postalCode: '30097' },
        })}
      />,
    )
    expect(text(html)).toContain('Please ask for your free consultation by e-mail at care@example.com.')
    expect(html).toContain('<address class="address">Duluth, 30097</address>')
    expect(html).not.toMatch(/tel:|>Phone<|wa\.me|<p class="intro"|<br/)
    expectNoMissingValues(html)
  })

  it('starter content: phone with when it is answered, e-mail, WhatsApp and the postal address beside the form', async () => {
    const { home, settings: site } = await starterContent()
    const html = await renderSettled(<ContactSection language="en" page={home.page} settings={site} />)
    expect(text(html)).toMatch(/Reach us directly .* Phone .* E-mail .* WhatsApp .* Postal address/)
    expect(text(html)).toContain('Phone (770) 555-0142 We answer 24/7 E-mail')
    expect(html).toMatch(/<address class="address">[^<]+<br\/>[^<]+, GA \d{5}<\/address>/)
    expectNoMissingValues(html)
  })
})

describe('ContactSection: the consultation request', () => {
  const service = (title: string | null) => ({
    _id: `svc-${title}`,
    title,
    anchor: null,
    summary: null,
    image: null,
    fallbacks: [],
  })
  const PHONE = { text: '(770) 555-0142', href: 'tel:+17705550142' }
  /** The form as the browser renders it, once its code is here, from the props the page carries. */
  const consultationForm = (props: Omit<ContactSectionProps, 'language'>) =>
    renderSettled(<ConsultationForm {...consultationFormProps({ ...props, language: 'en' }, PHONE, null)} />)

  it('the page sends both tabs and the no-script note, not the form: the browser renders it', async () => {
    const { home, settings: site } = await starterContent()
    const html = await renderSettled(
      <ContactSection language="en" page={home.page} settings={site} services={home.services} />,
    )
    expect(html.match(/role="tab"/g)).toHaveLength(2)
    expect(text(html)).toContain('Send a message Request a free consultation')
    expect(html).toContain('id="consultation" role="tabpanel"')
    expect(text(html)).toContain('not running JavaScript, which the consultation form needs.')
    // Nothing of the form itself: no fields, no hidden copy streamed after the page (issue 40).
    expect(html).not.toMatch(/name="kind" value="consultation"|id="consultation-|Step 1 of 2/)
    expect(html).not.toContain('hidden id="S:')
    expectNoMissingValues(html)
  })

  it('empty: no phone or e-mail in the no-script note; step 1 of the form without services or introduction', async () => {
    const section = await renderSettled(<ContactSection language="en" page={null} settings={null} />)
    expect(text(section)).toContain('which the consultation form needs.')
    expect(text(section)).not.toContain('Please ask for your free consultation')
    const html = await consultationForm({ page: null, settings: null })
    expect(text(html)).toContain('Request a free consultation Step 1 of 2: about you Your name')
    expect(html).not.toMatch(/Which services|name="services"/)
    expectNoMissingValues(html)
  })

  it('half-filled: only services with a name, no blank introduction', async () => {
    const props = {
      page: homePage({ consultationNextSteps: ' ' }),
      settings: settings({ freeConsultation: '  ', phone: '(770) 555-0142' }),
      services: [service('Personal Care'), service(' '), service(null)],
    }
    const html = await consultationForm(props)
    expect(html.match(/name="services"/g)).toHaveLength(1)
    expect(html).toContain('value="Personal Care"')
    expect(text(html)).toContain('Request a free consultation Step 1 of 2')
    const section = await renderSettled(<ContactSection language="en" {...props} />)
    expect(text(section)).toContain('Please ask for your free consultation by phone at (770) 555-0142.')
    expectNoMissingValues(html)
  })

  it('starter content: every service as a checkbox, the free-consultation sentence, the ZIP field', async () => {
    const { home, settings: site } = await starterContent()
    const html = await consultationForm({ page: home.page, settings: site, services: home.services })
    expect(html.match(/name="services"/g)).toHaveLength(home.services.length)
    expect(text(html)).toContain(`Request a free consultation ${site?.freeConsultation}`)
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*autoComplete="postal-code"[^>]*name="zip"/)
    expect(html).toContain('<input type="hidden" name="kind" value="consultation"/>')
    expectNoMissingValues(html)
  })
})
