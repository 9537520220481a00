import { employmentTypes, employmentWords } from '@/lib/employment-types'

describe('kinds of employment', () => {
  it('keeps the known types the owner ticked, in the list’s order, each once', () => {
    expect(employmentTypes(['PART_TIME', 'FULL_TIME', 'PART_TIME', 'GIG', null])).toEqual(['FULL_TIME', 'PART_TIME'])
    expect(employmentTypes(null)).toEqual([])
  })

  it('says them as a sentence would', () => {
    expect(employmentWords(['FULL_TIME'])).toBe('Full-time')
    expect(employmentWords(['FULL_TIME', 'PART_TIME'])).toBe('Full-time or part-time')
    expect(employmentWords(['PART_TIME', 'PER_DIEM', 'TEMPORARY'])).toBe('Part-time, as needed (per diem) or temporary')
    expect(employmentWords([])).toBe('')
  })
})
