import { EMAIL_FORMAT, FILL_IN, messageProblems, tooLongWords } from '@/lib/leads/rules'
import { FIELD_MAX_CHARS, tooLongMessage } from '@/components/contact/rules'

const MESSAGE = { from_name: 'Ann Lee', email: 'ann@example.com', subject: 'Care', message: 'Mornings, please.' }

describe('the message form’s rules', () => {
  it('accepts a complete message', () => {
    expect(messageProblems(MESSAGE)).toEqual({})
  })

  it('asks for every field, a real e-mail address and nothing too long', () => {
    expect(messageProblems({ ...MESSAGE, subject: '  ', email: 'ann at example' })).toEqual({
      subject: FILL_IN,
      email: EMAIL_FORMAT,
    })
    expect(messageProblems({ ...MESSAGE, message: 'x'.repeat(20_001) }).message).toBe(
      'Please shorten your message to 20,000 characters or fewer (it has 20,001), or e-mail us instead.',
    )
    expect(messageProblems({ ...MESSAGE, from_name: 'N'.repeat(201) }).from_name).toBe(
      'Please shorten this to 200 characters or fewer (it has 201).',
    )
  })

  it('is the rule the form itself uses, in the same words', () => {
    expect(FIELD_MAX_CHARS.message).toBe(20_000)
    expect(tooLongMessage('message', 20_001)).toBe(tooLongWords(20_000, 20_001, true))
    expect(tooLongMessage('subject', 201)).toBe(tooLongWords(200, 201))
  })
})
