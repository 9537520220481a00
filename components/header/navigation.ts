import type { NavigationQueryResult } from '@/sanity.types'

/** The menu, in the spec's order. Services are inserted from the content. */
export const MENU_LINKS = {
  home: { label: 'Home', href: '/' },
  about: { label: 'About Us', href: '/about' },
  stories: { label: 'Client Stories', href: '/#testimonials' },
  contact: { label: 'Share Your Thoughts', href: '/#contact' },
} as const

export type MenuService = NavigationQueryResult[number]

export function serviceLinks(services: MenuService[]) {
  return services
    .filter((service) => service.title && service.anchor)
    .map((service) => ({ key: service._id, label: service.title!, href: `/about#${service.anchor}` }))
}
