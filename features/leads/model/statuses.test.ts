import { CLOSED_STATUSES, isClosed, statusTitle, statusesOf } from './statuses'

describe('where a request stands', () => {
  it('a family’s request is new, contacted, then closed', () => {
    expect(statusesOf('consultation').map(({ title }) => title)).toEqual(['New', 'Contacted', 'Closed'])
    expect(statusesOf('message')).toBe(statusesOf('consultation'))
  })

  it('a caregiver’s application goes on to an interview, and ends hired or not', () => {
    expect(statusesOf('application').map(({ title }) => title)).toEqual([
      'New',
      'Contacted',
      'Interview',
      'Hired',
      'Not hired',
    ])
    expect(statusTitle('notHired')).toBe('Not hired')
  })

  it('closed, hired and not hired end a request (its retention runs); the rest never do', () => {
    expect([...CLOSED_STATUSES].sort()).toEqual(['closed', 'hired', 'notHired'])
    expect(['new', 'contacted', 'interview', undefined].map(isClosed)).toEqual([false, false, false, false])
  })

  it('a kind the site no longer knows gets a family’s standings; an unknown standing is shown as stored', () => {
    expect(statusesOf('callback')).toBe(statusesOf('message'))
    expect(statusTitle('archived')).toBe('archived')
  })
})
