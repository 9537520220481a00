/**
 * A posted form read in time that grows with its size and no faster, and a
 * flood of field names refused before any parser sees it.
 */
import { MAX_FORM_FIELDS } from '../model/limits'
import { readFormBody } from './form-body'

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>
const FORM = 'application/x-www-form-urlencoded'

function multipart(count: number) {
  const boundary = '----form7MA4YWxk'
  const parts = Array.from(
    { length: count },
    (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nvalue ${index}\r\n`,
  )
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` }
}

afterEach(() => jest.restoreAllMocks())

it(`takes up to ${MAX_FORM_FIELDS} fields, repeated names kept in order, empty stretches not counted`, async () => {
  const fields = Array.from({ length: MAX_FORM_FIELDS }, (_, index) => `services=s${index}`).join('&')
  const read = await readFormBody(bytes(`&&${fields}&&`), FORM)
  expect(read.ok && read.fields.getAll('services')).toHaveLength(MAX_FORM_FIELDS)
  expect((await readFormBody(bytes(`${fields}&one=more`), FORM)).ok).toBe(false)

  const fifty = multipart(MAX_FORM_FIELDS)
  const taken = await readFormBody(bytes(fifty.body), fifty.type)
  expect(taken.ok && taken.fields.get('f49')).toBe('value 49')
  const fiftyOne = multipart(MAX_FORM_FIELDS + 1)
  expect(await readFormBody(bytes(fiftyOne.body), fiftyOne.type)).toEqual({ ok: false, reason: 'tooManyFields' })
})

it('refuses 40,000 repeats of a name before any parser builds them', async () => {
  const parse = jest.spyOn(globalThis, 'URLSearchParams')
  const flood = `name=Ann&${'a=&'.repeat(40_000)}`
  expect(await readFormBody(bytes(flood), FORM)).toEqual({ ok: false, reason: 'tooManyFields' })
  expect(parse).not.toHaveBeenCalled()
  const parts = multipart(40_000)
  const formData = jest.spyOn(Response.prototype, 'formData')
  expect(await readFormBody(bytes(parts.body), parts.type)).toEqual({ ok: false, reason: 'tooManyFields' })
  expect(formData).not.toHaveBeenCalled()
})
