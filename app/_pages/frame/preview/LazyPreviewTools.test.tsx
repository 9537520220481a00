import { renderSettled } from '@/testing/unit/render'

// Whether the preview tools' module has been evaluated: visitors' pages never render them, so never fetch them.
let mockLoaded = false
jest.mock('./PreviewTools', () => {
  mockLoaded = true
  return { __esModule: true, default: () => <nav aria-label="Preview">Exit preview</nav> }
})

describe('LazyPreviewTools', () => {
  it('is left to the browser: the server renders none of it and never loads its code', async () => {
    const { LazyPreviewTools } = await import('@/app/_pages/frame/preview/LazyPreviewTools')
    const html = await renderSettled(<LazyPreviewTools />)
    // The bar, hydrated only once its chunk came, held back an editor's click on Exit preview; the browser
    // renders it (e2e/configured/owner-workflow.spec.ts, "Exit preview turns it off").
    expect(html).not.toContain('Exit preview')
    expect(mockLoaded).toBe(false)
  })
})
