import { MARKS, isMark, markSvg } from '@/app/marks/brand-marks'

// A few small files, written at build time and served as they are.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return MARKS.map((mark) => ({ file: `${mark}.svg` }))
}

/** `/marks/<name>.svg`: a card brand's or WhatsApp's mark (app/marks/brand-marks.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const mark = /^(.+)\.svg$/.exec((await params).file)?.[1]
  if (!isMark(mark)) return new Response('Not found', { status: 404 })
  return new Response(markSvg(mark), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } })
}
