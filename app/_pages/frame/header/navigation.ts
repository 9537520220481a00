import type { NavigationQueryResult } from '@/sanity.types'
import type { header } from '@/lib/i18n/en'
import { langOf } from '@/lib/i18n/fallbacks'
import type { Language } from '@/lib/i18n/languages'
import { localePath } from '@/lib/i18n/paths'

/** `lang`: the label's language where it is not the page's (a service's English name on a Spanish page). */
export type MenuLink = { label: string; href: string; lang?: Language }

/** The menu, in the spec's order, in the page's language. Services are inserted from the content. */
export function menuLinks(language: Language, words: typeof header) {
  const link = (label: string, path: string): MenuLink => ({ label, href: localePath(language, path) })
  return {
    home: link(words.home, '/'),
    about: link(words.about, '/about'),
    stories: link(words.stories, '/#testimonials'),
    contact: link(words.contact, '/#contact'),
  }
}

export type MenuLinks = ReturnType<typeof menuLinks>

export type MenuService = NavigationQueryResult[number]

export function serviceLinks(services: MenuService[], language: Language) {
  return services
    .filter((service) => service.title && service.anchor)
    .map((service) => ({
      key: service._id,
      label: service.title!,
      href: localePath(language, `/about#${service.anchor}`),
      ...langOf(service, 'title'),
    }))
}
