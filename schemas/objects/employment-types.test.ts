import { employmentTypes, employmentWords } from '@/schemas/objects/employment-types'
import { careers } from '@/lib/i18n/en/site'
import { careers as spanish } from '@/lib/i18n/es/site'

describe('kinds of employment', () => {
  it('keeps the known types the owner ticked, in the list’s order, each once', () => {
    expect(employmentTypes(['PART_TIME', 'FULL_TIME', 'PART_TIME', 'GIG', null])).toEqual(['FULL_TIME', 'PART_TIME'])
    expect(employmentTypes(null)).toEqual([])
  })

  it('says them as a sentence would', () => {
    expect(employmentWords(['FULL_TIME'], careers.employment, 'en')).toBe('Full-time')
    expect(employmentWords(['FULL_TIME', 'PART_TIME'], careers.employment, 'en')).toBe('Full-time or part-time')
    expect(employmentWords(['PART_TIME', 'PER_DIEM', 'TEMPORARY'], careers.employment, 'en')).toBe(
      'Part-time, as needed (per diem) or temporary',
    )
    expect(employmentWords([], careers.employment, 'en')).toBe('')
    expect(employmentWords(['FULL_TIME', 'PART_TIME'], spanish.employment, 'es')).toBe('Tiempo completo o medio tiempo')
  })
})
