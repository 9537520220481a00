import { expect, test, type Page, type Request } from '@playwright/test'
import { SMOOTH_SCROLL_MS } from '../components/anchor-scroll'
import { settle } from '../testing/browser/settle'

// Motion is what these tests are about: the site as a visitor who has not asked for less of it sees it.
test.use({ reducedMotion: 'no-preference' })

type Sample = { t: number; y: number }

/**
 * From the next click on, the page records its own scroll position every frame until well after the glide,
 * on its own clock, so a slow test runner between two samples cannot make a glide look like a jump.
 * Resolves with the samples once `click` has been done.
 */
async function recordGlide(page: Page, click: () => Promise<void>): Promise<Sample[]> {
  type Recording = { glide: Promise<Sample[]> }
  await page.evaluate((recordForMs) => {
    ;(window as unknown as Recording).glide = new Promise((resolve) => {
      const startRecording = () => {
        const clicked = performance.now()
        const samples: Sample[] = []
        const record = (now: number) => {
          samples.push({ t: now - clicked, y: window.scrollY })
          if (now - clicked < recordForMs) requestAnimationFrame(record)
          else resolve(samples)
        }
        requestAnimationFrame(record)
      }
      document.addEventListener('click', startRecording, { capture: true, once: true })
    })
  }, SMOOTH_SCROLL_MS + 1400)
  await click()
  return page.evaluate(() => (window as unknown as Recording).glide)
}

const clientStoriesLink = (page: Page) => page.locator('header').getByRole('link', { name: 'Client Stories' })

test.describe('scrolling to anchors', () => {
  test(`an in-page link scrolls smoothly over about ${SMOOTH_SCROLL_MS} ms, and the target clears the fixed header`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    // After hydration, its effects and the loader's fade: the glide is timed, not them.
    await settle(page)
    const samples = await recordGlide(page, () => clientStoriesLink(page).click())
    const end = samples.at(-1)!.y
    // Several frames on the way, well clear of both ends: it travelled, it did not jump.
    expect(samples.filter((s) => s.y > 50 && s.y < end - 50).length).toBeGreaterThanOrEqual(3)
    const arrivedAfter = samples.find((s) => Math.abs(s.y - end) < 1)!.t
    // Arrival near the glide's own duration: not at once, and not held up by a slow frame rate either.
    expect(arrivedAfter).toBeGreaterThan(SMOOTH_SCROLL_MS * 0.75)
    expect(arrivedAfter).toBeLessThan(SMOOTH_SCROLL_MS * 2.5)
    const { top, headerBottom } = await page.evaluate(() => ({
      top: document.getElementById('testimonials')!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }))
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1)
    expect(top).toBeLessThan(headerBottom + 40)
    await expect(page).toHaveURL(/#testimonials$/)
  })

  test('a glide held up before its first frame (a busy phone) still travels the whole way', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await settle(page)
    // Other work of the click keeps the phone busy for 400 ms before the glide's first frame can be drawn.
    await page.evaluate(() =>
      document.addEventListener('click', () => {
        const until = performance.now() + 400
        while (performance.now() < until);
      }),
    )
    const samples = await recordGlide(page, () => clientStoriesLink(page).click())
    const end = samples.at(-1)!.y
    // The first frame drawn after the busy work shows the page still near the top (not most of the way
    // down), and the glide then takes its own time to arrive.
    const firstDrawn = samples.find((s) => s.t > 300)!
    expect(firstDrawn.y).toBeLessThan(end * 0.1)
    const arrivedAfter = samples.find((s) => Math.abs(s.y - end) < 1)!.t
    expect(arrivedAfter - firstDrawn.t).toBeGreaterThan(SMOOTH_SCROLL_MS * 0.75)
  })

  test('sections off screen wait to be laid out, and a glide before that still lands on its target', async ({
    page,
  }) => {
    // No idle moment ever comes, and the link is followed with no scroll, key or touch before it:
    // the glide itself must lay the page out whole before it measures where to go.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await settle(page)
    const contact = page.locator('#contact')
    await expect(contact).toHaveCSS('content-visibility', 'auto')
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href$="#testimonials"]')!.click())
    await expect(contact).toHaveCSS('content-visibility', 'visible')
    await expect(page).toHaveURL(/#testimonials$/)
    // Once the glide has stopped (the same place twice, 200 ms apart), the target is under the header.
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY)
        await page.waitForTimeout(200)
        return before > 0 && before === (await page.evaluate(() => window.scrollY))
      })
      .toBe(true)
    const gap = await page.evaluate(
      () =>
        document.getElementById('testimonials')!.getBoundingClientRect().top -
        document.querySelector('header')!.getBoundingClientRect().bottom,
    )
    expect(gap).toBeGreaterThanOrEqual(-1)
    expect(gap).toBeLessThan(40)
  })

  test('a link to an anchor that is not there yet waits for it', async ({ page }) => {
    await page.goto('/#later')
    await page.waitForTimeout(1500)
    await page.evaluate(() => {
      const late = document.createElement('section')
      late.id = 'later'
      late.textContent = 'Arrived late'
      document.querySelector('footer')!.after(late)
      document.body.style.paddingBottom = '2000px'
    })
    await expect(page.getByText('Arrived late')).toBeInViewport()
  })

  test('a link with a malformed #fragment opens the page as usual, in its own language', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    for (const [path, heading] of [
      ['/#%E0', 'No place like home'],
      ['/es#%', 'Como en casa'],
      ['/es/about#%E0%A4%A', null],
    ] as const) {
      await page.goto(path)
      await settle(page)
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/es') ? /^es/ : /^en/)
      await expect(page.getByText(/application error|URI malformed/i)).toHaveCount(0)
    }
    expect(errors).toEqual([])
  })

  test('a route change to another page starts at its anchor, or at the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.locator('footer').getByRole('link', { name: 'Homemaking Care' }).click()
    await expect(page).toHaveURL(/\/about#homemaking$/)
    await expect(page.locator('#homemaking')).toBeInViewport()

    // No anchor: the next page starts at the top, even when left from the bottom of this one.
    await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight)
      ;(window as unknown as { stillThisDocument: boolean }).stillThisDocument = true
    })
    await page.locator('header').getByRole('link', { name: 'Hearthside Home Care' }).first().click()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'No place like home' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // A client-side navigation, not a fresh load that would start at the top anyway.
    expect(await page.evaluate(() => (window as unknown as { stillThisDocument?: boolean }).stillThisDocument)).toBe(
      true,
    )
  })

  test('under reduced motion the jump is immediate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.locator('header').getByRole('link', { name: 'Client Stories' }).click()
    await page.waitForTimeout(50)
    await expect(page.locator('#testimonials')).toBeInViewport()
  })
})

test.describe('counters', () => {
  test('count up from 0 to 8 and 100% when they come into view', async ({ page }) => {
    await page.goto('/')
    // Hydrated first: until then the page shows the final numbers, as it does without JavaScript.
    await settle(page)
    const values = page.getByTestId('fact-value')
    await expect(values).toHaveCount(2)
    await values.first().scrollIntoViewIfNeeded()
    await page.waitForTimeout(400)
    const early = await values.allTextContents()
    expect(parseInt(early[0]!)).toBeLessThan(8)
    expect(parseInt(early[1]!)).toBeLessThan(100)
    await expect(values).toHaveText(['8', '100'], { timeout: 7000 })
  })

  test('show the final numbers at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const values = page.getByTestId('fact-value')
    await values.first().scrollIntoViewIfNeeded()
    await expect(values).toHaveText(['8', '100'], { timeout: 300 })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('show the final numbers', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByTestId('fact-value')).toHaveText(['8', '100'])
    })
  })
})

test.describe('lightbox', () => {
  test('an image link opens the gallery; Escape closes it and focus returns to the link', async ({ page }) => {
    await page.goto('/')
    const link = page.locator('a[data-lightbox]').first()
    await link.scrollIntoViewIfNeeded()
    const requestsBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((r) => r.name.includes('glightbox')),
    )
    expect(requestsBefore).toHaveLength(0)
    await link.click()
    const gallery = page.locator('.glightbox-container')
    await expect(gallery).toBeVisible()
    await expect(gallery.locator('img').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(gallery).toHaveCount(0)
    await expect(link).toBeFocused()
  })
})

test.describe('art direction', () => {
  const heroSrc = (page: import('@playwright/test').Page) =>
    page
      .locator('#hero img')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc)

  for (const [name, viewport, expected] of [
    ['wide screens', { width: 1280, height: 800 }, /hero-desktop/],
    ['768-1024 in landscape', { width: 1024, height: 768 }, /hero-desktop/],
    ['768-1024 in portrait', { width: 800, height: 1100 }, /hero-mobile/],
    ['phones', { width: 390, height: 844 }, /hero-mobile/],
  ] as const) {
    test(`the hero uses the ${expected.source.includes('mobile') ? 'mobile' : 'desktop'} photo on ${name}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await expect.poll(() => heroSrc(page)).toMatch(expected)
    })
  }
})

test.describe('loading order', () => {
  for (const [name, viewport, wanted, unwanted] of [
    ['wide screens', { width: 1280, height: 800 }, 'hero-desktop', 'hero-mobile'],
    ['phones', { width: 390, height: 844 }, 'hero-mobile', 'hero-desktop'],
  ] as const) {
    test(`on ${name} the hero photo of that layout alone is fetched, and before the scripts`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))
      await page.goto('/', { waitUntil: 'load' })
      const photo = requests.findIndex((url) => url.includes(wanted))
      const firstScript = requests.findIndex((url) => /\/_next\/static\/chunks\/.+\.js/.test(url))
      expect(photo, `no request for ${wanted}`).toBeGreaterThanOrEqual(0)
      expect(firstScript).toBeGreaterThanOrEqual(0)
      expect(photo).toBeLessThan(firstScript)
      expect(requests.filter((url) => url.includes(wanted))).toHaveLength(1)
      expect(requests.filter((url) => url.includes(unwanted))).toEqual([])
    })
  }

  test('nothing on the page moves when the font arrives late (a slow phone network)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    type Recorded = { shifts: number[] }
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as Recorded).shifts = [])
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const fontsFetched = page.waitForResponse((response) => response.url().endsWith('.woff2'))
    await page.goto('/', { waitUntil: 'load' })
    await fontsFetched
    await page.waitForTimeout(500)
    // A font swap here moved the hero and the trust strip under it by 0.076.
    const shifts = await page.evaluate(() => (window as unknown as Recorded).shifts)
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02)
  })

  test('the italic face is fetched only when emphasised text is shown, and then sets it', async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto('/', { waitUntil: 'load' })
    expect(fonts.filter((url) => /400_normal|700_normal/.test(url))).toHaveLength(2)
    expect(fonts.filter((url) => url.includes('italic'))).toEqual([])

    // An editor's emphasis, as the rich-text sections render it; added once
    // the page is hydrated (the loader has gone), so React leaves it alone.
    await settle(page)
    const italicLoaded = page.waitForRequest((request) => request.url().includes('italic'))
    await page.evaluate(() => {
      const em = document.createElement('em')
      em.textContent = 'every day'
      em.id = 'emphasis'
      document.querySelector('main p')!.append(' ', em)
    })
    await italicLoaded
    const emphasis = await page.evaluate(() => {
      const style = getComputedStyle(document.getElementById('emphasis')!)
      return { family: (style.fontFamily.split(',')[0] ?? '').replace(/["']/g, '').trim(), style: style.fontStyle }
    })
    expect(emphasis.style).toBe('italic')
    await expect
      .poll(() =>
        page.evaluate(
          (family) =>
            [...document.fonts].some(
              (face) =>
                face.style === 'italic' && face.status === 'loaded' && face.family.replace(/["']/g, '') === family,
            ),
          emphasis.family,
        ),
      )
      .toBe(true)
  })
})

test.describe('scroll animations', () => {
  test('an element slides in once when it scrolls into view, and stays', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const card = page.locator('#testimonials [data-aos]').first()
    await expect(page.locator('html')).toHaveClass(/aos-enabled/)
    await expect(card).not.toHaveClass(/aos-animate/)
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveClass(/aos-animate/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(300)
    await expect(card).toHaveClass(/aos-animate/)
  })

  test('what is on screen when the page opens is never hidden, not even for a frame', async ({ page }) => {
    // The moment hiding starts (html gets aos-enabled), every marked element on screen must
    // already be shown: recorded by an observer installed before the page's own scripts.
    type Recorded = { hiddenOnScreen?: string[] }
    await page.addInitScript(() => {
      const win = window as unknown as Recorded
      // On the document: the init script runs before the parser creates <html>.
      new MutationObserver((_, observer) => {
        if (!document.documentElement.classList.contains('aos-enabled')) return
        observer.disconnect()
        win.hiddenOnScreen = [...document.querySelectorAll('[data-aos]:not(.aos-animate)')]
          // 40 px: SCROLL_ANIMATION_OFFSET_PX, the margin an element slides in after.
          .filter((element) => element.getBoundingClientRect().top < window.innerHeight - 40)
          .map((element) => element.textContent?.trim().slice(0, 40) ?? element.tagName)
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] })
    })
    // Opened at a section halfway down, as a shared link or the menu opens it.
    await page.goto('/#how-it-works')
    await expect(page.locator('html')).toHaveClass(/aos-enabled/)
    const onScreen = page.locator('[data-aos].aos-animate')
    expect(await onScreen.count()).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as Recorded).hiddenOnScreen)).toEqual([])
  })

  test('under reduced motion nothing is hidden or animated, and there is no loader', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByTestId('page-loader')).toBeHidden({ timeout: 100 })
    await page.waitForTimeout(500)
    await expect(page.locator('html')).not.toHaveClass(/aos-enabled/)
    await expect(page.locator('#testimonials [data-aos]').first()).toHaveCSS('opacity', '1')
  })
})

test.describe('button ripple', () => {
  const inkCount = (page: import('@playwright/test').Page) =>
    page
      .locator('#hero a[href^="tel:"]')
      .first()
      .evaluate((el) => el.querySelectorAll('span[aria-hidden]').length)

  test('a press ripples for about 550 ms', async ({ page }) => {
    await page.goto('/')
    await settle(page) // hydrated: the ripple's listener is attached
    const button = page.locator('#hero a[href^="tel:"]').first()
    const before = await inkCount(page)
    await button.dispatchEvent('pointerdown', { pointerType: 'mouse', clientX: 10, clientY: 10, button: 0 })
    expect(await inkCount(page)).toBe(before + 1)
    await page.waitForTimeout(700)
    expect(await inkCount(page)).toBe(before)
  })

  test('on touch it starts after 80 ms, and not at all under reduced motion', async ({ page }) => {
    await page.goto('/')
    await settle(page) // hydrated: the ripple's listener is attached
    // Timed inside the page (a round trip per check could itself take 80 ms),
    // from the press to the ink's insertion; -1 if none came within a second.
    const startedAfterMs = await page
      .locator('#hero a[href^="tel:"]')
      .first()
      .evaluate(
        (el) =>
          new Promise<number>((resolve) => {
            const pressed = performance.now()
            const observer = new MutationObserver((records) => {
              const ink = records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLSpanElement))
              if (!ink) return
              observer.disconnect()
              resolve(performance.now() - pressed)
            })
            observer.observe(el, { childList: true })
            setTimeout(() => (observer.disconnect(), resolve(-1)), 1000)
            el.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }))
          }),
      )
    expect(startedAfterMs).toBeGreaterThanOrEqual(78) // 80 ms, less timer rounding; a mouse press takes ~0
    await page.waitForTimeout(700)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const before = await inkCount(page)
    await page.locator('#hero a[href^="tel:"]').first().dispatchEvent('pointerdown', { pointerType: 'mouse' })
    expect(await inkCount(page)).toBe(before)
  })
})

test.describe('prefetching', () => {
  test('a page never downloads itself again, nor another until its link is reached for; then a tap is instant', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // The router's page data: the same page again would be about 28 KB on a phone, the other page 30 KB with its code.
    // Counted by the page that asked (its Referer): the last page's prefetch may still be finishing as the next opens.
    let fetched: string[] = []
    let current = ''
    let inFlight = 0
    const isData = (request: Request) => new URL(request.url()).searchParams.has('_rsc')
    page.on('request', (request) => {
      if (!isData(request)) return
      inFlight++
      const from = new URL(request.headers()['referer'] ?? request.url()).pathname
      if (from === current) fetched.push(new URL(request.url()).pathname)
    })
    const ended = (request: Request) => void (isData(request) && inFlight--)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    // The router asks for a page's outline, then its parts: all of them done, and nothing more asked for a moment.
    const prefetchDone = async () => {
      await expect.poll(() => inFlight).toBe(0)
      await page.waitForTimeout(500)
      await expect.poll(() => inFlight).toBe(0)
    }

    const menu = page.getByRole('dialog', { name: 'Menu' })
    const pages = [
      { path: '/', other: '/about', link: 'About Us' },
      { path: '/about', other: '/', link: 'Share Your Thoughts' },
    ]
    for (const { path, other, link } of pages) {
      fetched = []
      current = path
      // The pointer off the page: a link that scrolls under it is hovered, and fetched, as for a visitor.
      await page.mouse.move(-1, -1)
      await page.goto(path)
      // Every link of the page comes into view: none of them is fetched for that.
      await settle(page, { revealAll: true })
      await prefetchDone()
      expect(fetched, `${path} fetched a page nobody reached for`).toEqual([])
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(menu).toBeVisible()
      // A pointer over a link (or a finger on it, or the keyboard's focus) fetches its page ahead of the tap.
      await menu.getByRole('link', { name: link, exact: true }).hover()
      await expect.poll(() => fetched, { message: `${path} prefetches ${other}`, timeout: 10_000 }).toContain(other)
      await prefetchDone()
      expect(fetched, `${path} fetched itself again`).not.toContain(path)
    }

    // A tap on a link reached for needs no further request.
    fetched = []
    await menu.getByRole('link', { name: 'Share Your Thoughts' }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
    expect(fetched).toEqual([])
  })
})

test('no analytics script is requested where it cannot work', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/')
  await page.waitForTimeout(500)
  expect(requests.filter((url) => url.includes('/_vercel/') || url.includes('vercel-scripts'))).toEqual([])
})
