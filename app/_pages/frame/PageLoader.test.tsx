import { PageLoader, STAY_MS, remainingStay } from '@/app/_pages/frame/PageLoader'
import { render } from '../../../testing/unit/render'

describe('the page-load overlay', () => {
  it('as the server sends it: covering the page, silent for screen readers, hidden without JavaScript', () => {
    const html = render(<PageLoader />)
    expect(html).toContain('<noscript><style>[data-page-loader]{display:none}</style></noscript>')
    expect(html).toMatch(/<div data-page-loader="true" data-testid="page-loader" aria-hidden="true" class="[^"]+">/)
    expect(html).not.toContain('data-done')
    expect(html).not.toContain('--stay')
  })

  it('is gone 0.9 s after the load event: the wait counts from the load, not from when the script learnt of it', () => {
    expect(STAY_MS).toBe(500)
    expect(remainingStay(0)).toBe(500)
    // A phone busy with the page's code ran the script 320 ms after the load: 180 ms are left.
    expect(remainingStay(320)).toBe(180)
    expect(remainingStay(499.6)).toBe(0)
    // Later than the whole wait: the fade starts at once, never after a second wait.
    expect(remainingStay(1400)).toBe(0)
  })
})
