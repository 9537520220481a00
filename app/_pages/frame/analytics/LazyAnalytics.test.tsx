import { renderSettled } from '@/testing/unit/render'

// Which of the lazy modules have been evaluated: a module the page never asks for is never fetched.
const mockLoaded: string[] = []
jest.mock('@vercel/analytics/next', () => {
  mockLoaded.push('analytics')
  return { Analytics: () => <i data-testid="analytics" /> }
})
jest.mock('@vercel/speed-insights/next', () => {
  mockLoaded.push('speed-insights')
  return { SpeedInsights: () => <i data-testid="speed-insights" /> }
})

describe('LazyAnalytics', () => {
  it('loads Vercel Analytics and Speed Insights only once rendered, where analytics is on', async () => {
    const { LazyAnalytics } = await import('@/app/_pages/frame/analytics/LazyAnalytics')
    expect(mockLoaded).toEqual([])
    const html = await renderSettled(<LazyAnalytics />)
    expect(mockLoaded.sort()).toEqual(['analytics', 'speed-insights'])
    expect(html).toContain('data-testid="analytics"')
    expect(html).toContain('data-testid="speed-insights"')
  })
})
