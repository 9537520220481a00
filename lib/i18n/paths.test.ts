import { localePath, splitPath } from './paths'

describe('localePath', () => {
  it('leaves English paths as written', () => {
    for (const path of ['/', '/about', '/#contact', '/about#faq', 'https://example.com/x']) {
      expect(localePath('en', path)).toBe(path)
    }
  })

  it('puts Spanish paths under /es, the home page without a trailing slash', () => {
    expect(localePath('es', '/')).toBe('/es')
    expect(localePath('es', '/#contact')).toBe('/es#contact')
    expect(localePath('es', '/about')).toBe('/es/about')
    expect(localePath('es', '/about#faq')).toBe('/es/about#faq')
    expect(localePath('es', '/completion?x=1')).toBe('/es/completion?x=1')
    expect(localePath('es', 'https://wa.me/1')).toBe('https://wa.me/1')
  })
})

describe('splitPath', () => {
  it('reads the language from the prefix, and only from a whole segment', () => {
    expect(splitPath('/es')).toEqual({ language: 'es', path: '/' })
    expect(splitPath('/es/about')).toEqual({ language: 'es', path: '/about' })
    expect(splitPath('/about')).toEqual({ language: 'en', path: '/about' })
    expect(splitPath('/estate')).toEqual({ language: 'en', path: '/estate' })
  })
})
