import { renderSettled } from '@/__tests__/support/render'

// Whether the preview tools' module has been evaluated: visitors' pages never render them, so never fetch them.
let mockLoaded = false
jest.mock('../../../components/preview/PreviewTools', () => {
  mockLoaded = true
  return { __esModule: true, default: () => <nav aria-label="Preview">Exit preview</nav> }
})

describe('LazyPreviewTools', () => {
  it('loads the preview bar and click-to-edit only once rendered, in preview', async () => {
    const { LazyPreviewTools } = await import('@/components/preview/LazyPreviewTools')
    expect(mockLoaded).toBe(false)
    const html = await renderSettled(<LazyPreviewTools />)
    expect(mockLoaded).toBe(true)
    expect(html).toContain('Exit preview')
  })
})
