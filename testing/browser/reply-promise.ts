import { readFileSync } from 'node:fs'
import path from 'node:path'
import { officeHoursFromContent, type OfficeHours } from '@/lib/time/office-hours'

/** The office hours of the starter content, which both test sites serve: what their pages promise from. */
export function starterOfficeHours(): OfficeHours {
  const dataset = readFileSync(path.join(process.cwd(), 'sanity', 'starter', 'dataset.ndjson'), 'utf8')
  const settings = dataset
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; officeHours?: []; holidays?: { date: string }[] })
    .find((document) => document._id === 'settings')
  return officeHoursFromContent({
    officeHours: settings?.officeHours,
    holidays: settings?.holidays?.map(({ date }) => date),
  })
}
