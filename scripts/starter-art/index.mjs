// Entry: renders the starter illustrations with sharp into public/starter/ (or --out <dir>).
//
// Every picture is a hand-written SVG (flat vector style, brand palette) that
// is rasterised with sharp into public/starter/. The script is deterministic:
// the only "randomness" (blob outlines, stars, leaves) comes from a seeded PRNG,
// so re-running it produces the same files.
//
// Usage: node scripts/starter-art/index.mjs [--out <dir>] [file-name-prefix ...]
// (npm run starter:images); prefixes limit the run to matching files.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { C } from './palette.mjs'
import { heroDesktop, heroMobile } from './scenes/hero.mjs'
import { ctaDesktop, ctaMobile } from './scenes/cta.mjs'
import { logoPrimary, logoScrolled } from './scenes/logo.mjs'
import { testimonial1, testimonial2, testimonial3, testimonial4 } from './scenes/testimonials.mjs'
import { team1, team2, team3, team4 } from './scenes/team.mjs'
import { serviceCompanionship } from './scenes/service-companionship.mjs'
import { serviceHomemaking } from './scenes/service-homemaking.mjs'
import { servicePersonal } from './scenes/service-personal.mjs'
import { servicePrivateDuty } from './scenes/service-privateduty.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
if (outAt !== -1 && !args[outAt + 1]) throw new Error('--out needs a folder')
const OUT_DIR = outAt === -1 ? path.join(ROOT, 'public', 'starter') : path.resolve(args[outAt + 1])
const only = outAt === -1 ? args : args.filter((_, i) => i !== outAt && i !== outAt + 1)

const JOBS = [
  { file: 'hero-desktop.jpg', w: 1920, h: 1080, make: heroDesktop, maxKB: 300 },
  { file: 'hero-mobile.jpg', w: 900, h: 1400, make: heroMobile, maxKB: 300 },
  { file: 'cta-desktop.jpg', w: 1920, h: 800, make: ctaDesktop },
  { file: 'cta-mobile.jpg', w: 900, h: 1200, make: ctaMobile },
  { file: 'logo-primary.png', w: 480, h: 120, make: logoPrimary, maxKB: 40 },
  { file: 'logo-scrolled.png', w: 480, h: 120, make: logoScrolled, maxKB: 40 },
  { file: 'testimonial-1.jpg', w: 600, h: 600, make: testimonial1 },
  { file: 'testimonial-2.jpg', w: 600, h: 600, make: testimonial2 },
  { file: 'testimonial-3.jpg', w: 600, h: 600, make: testimonial3 },
  { file: 'testimonial-4.jpg', w: 600, h: 600, make: testimonial4 },
  { file: 'team-1.jpg', w: 400, h: 400, make: team1 },
  { file: 'team-2.jpg', w: 400, h: 400, make: team2 },
  { file: 'team-3.jpg', w: 400, h: 400, make: team3 },
  { file: 'team-4.jpg', w: 400, h: 400, make: team4 },
  {
    file: 'service-companionship.jpg',
    w: 1200,
    h: 800,
    make: serviceCompanionship,
  },
  { file: 'service-homemaking.jpg', w: 1200, h: 800, make: serviceHomemaking },
  { file: 'service-personal.jpg', w: 1200, h: 800, make: servicePersonal },
  {
    file: 'service-privateduty.jpg',
    w: 1200,
    h: 800,
    make: servicePrivateDuty,
  },
]

async function render({ file, w, h, make, maxKB = 250 }) {
  const svg = make()
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(w, h, {
    fit: 'fill',
  })
  let buf
  if (file.endsWith('.png')) {
    buf = await img.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer()
  } else {
    buf = await img
      .flatten({ background: C.cream })
      .jpeg({
        quality: 80,
        progressive: true,
        mozjpeg: true,
        chromaSubsampling: '4:2:0',
      })
      .toBuffer()
  }
  const meta = await sharp(buf).metadata()
  if (meta.width !== w || meta.height !== h) throw new Error(`${file}: got ${meta.width}x${meta.height}`)
  if (buf.length > maxKB * 1024) console.warn(`warning: ${file} is ${buf.length} bytes (limit ~${maxKB} KB)`)
  await writeFile(path.join(OUT_DIR, file), buf)
  if (process.env.DEBUG_SVG) await writeFile(path.join(process.env.DEBUG_SVG, file + '.svg'), svg)
  console.log(`${file.padEnd(28)} ${w}x${h}  ${buf.length} bytes`)
}

await mkdir(OUT_DIR, { recursive: true })
for (const job of JOBS) {
  if (only.length && !only.some((o) => job.file.startsWith(o))) continue
  await render(job)
}
