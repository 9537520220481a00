/**
 * The caregiver application's markup in each of its states, as React renders
 * it: which step is on screen, what its buttons say, and what the alerts say
 * when it went and when it did not. The whole section, server-rendered, is
 * in app/_pages/sections/Careers.test.tsx; the form at work in a
 * browser in e2e/application-form.spec.ts.
 */
import { render, text } from '@/testing/unit/render'
import { ApplicationStepOne, ApplicationStepTwo } from './ApplicationSteps'
import { failureMessages } from './failures'
import { OutcomeAlert, StepButtons } from './FormParts'
import { TWO_STEP_WORDS } from '@/lib/i18n/parts/two-step'

const WORDS = TWO_STEP_WORDS.en
const APPLICATION_WORDING = WORDS.application
const SAID = { words: WORDS.problems, language: 'en' as const }

const COUNTIES = [{ name: 'Gwinnett', state: 'GA' }]
const steps = (step: 1 | 2) =>
  render(
    <>
      <ApplicationStepOne step={step} words={WORDS} counties={COUNTIES} zipNote="" />
      <ApplicationStepTwo step={step} words={WORDS} dateKey={0} said={SAID} />
      <StepButtons
        words={WORDS.forms}
        step={step}
        sending={false}
        sendLabel={APPLICATION_WORDING.send}
        onBack={() => {}}
        onSubmitClick={() => {}}
      />
    </>,
  )
const fieldsets = (html: string) => html.match(/<fieldset class="step"[^>]*>/g)

describe('the application form, step by step', () => {
  it('step 1: on screen with Continue; step 2 hidden and disabled, so nothing in it holds up the checks', () => {
    const html = steps(1)
    expect(fieldsets(html)).toEqual([
      '<fieldset class="step" aria-labelledby="application-step-1">',
      '<fieldset class="step" hidden="" disabled="" aria-labelledby="application-step-2">',
    ])
    expect(text(html)).toMatch(/Continue$/)
  })

  it('step 2: on screen and optional, with Back and Send Application; step 1 hidden but still posted', () => {
    const html = steps(2)
    expect(fieldsets(html)).toEqual([
      '<fieldset class="step" hidden="" aria-labelledby="application-step-1">',
      '<fieldset class="step" aria-labelledby="application-step-2">',
    ])
    expect(text(html)).toContain(
      'Step 2 of 2: a few details (optional) Answer any you like, or press Send Application now.',
    )
    expect(text(html)).toMatch(/Back Send Application$/)
  })

  it('while sending: the button says so and is aria-disabled, still focusable', () => {
    const html = render(
      <StepButtons
        step={2}
        sending
        sendLabel="Send Application"
        onBack={() => {}}
        onSubmitClick={() => {}}
        words={WORDS.forms}
      />,
    )
    expect(html).toContain('<button type="submit" class="button" aria-disabled="true">Sending…</button>')
  })

  it('failed: says why in the application’s words, that nothing is lost, and how else to reach us', () => {
    const html = render(
      <OutcomeAlert
        outcome={{ kind: 'failed', reason: 'notConfigured' }}
        attempt={1}
        sent={() => null}
        onClose={() => {}}
        failedTitle="Your application was not sent."
        failures={failureMessages(APPLICATION_WORDING, WORDS.forms)}
        words={WORDS.forms}
        phone={{ text: '(770) 555-0142', href: 'tel:+17705550142' }}
        email={null}
      />,
    )
    expect(text(html)).toBe(
      'Your application was not sent. Our application form is not working at the moment, and your application was not sent. Everything you typed is still in the form. You can also reach us by phone at (770) 555-0142.',
    )
    expect(html).toContain('role="alert"')
  })
})
