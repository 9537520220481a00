import { CLOSED_STATUSES, isClosed, isSpam, statusTitle, statusesOf } from './statuses'

describe('where a request stands', () => {
  it('a family’s request is new, contacted, then closed, or spam', () => {
    expect(statusesOf('consultation').map(({ title }) => title)).toEqual(['New', 'Contacted', 'Closed', 'Spam'])
    expect(statusesOf('message')).toBe(statusesOf('consultation'))
  })

  it('a caregiver’s application goes on to an interview, and ends hired or not, or is spam', () => {
    expect(statusesOf('application').map(({ title }) => title)).toEqual([
      'New',
      'Contacted',
      'Interview',
      'Hired',
      'Not hired',
      'Spam',
    ])
    expect(statusTitle('notHired')).toBe('Not hired')
  })

  it('closed, hired and not hired end a request (its retention runs); the rest never do', () => {
    expect([...CLOSED_STATUSES].sort()).toEqual(['closed', 'hired', 'notHired'])
    expect(['new', 'contacted', 'interview', 'spam', undefined].map(isClosed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('spam is a status of both kinds, and neither open nor closed (it has a rule of its own)', () => {
    for (const kind of ['message', 'consultation', 'application']) {
      expect(statusesOf(kind).some(({ value }) => isSpam(value))).toBe(true)
    }
    expect(isClosed('spam')).toBe(false)
    expect(statusTitle('spam')).toBe('Spam')
  })

  it('a kind the site no longer knows gets a family’s statuses; an unknown status is shown as stored', () => {
    expect(statusesOf('callback')).toBe(statusesOf('message'))
    expect(statusTitle('archived')).toBe('archived')
  })
})
