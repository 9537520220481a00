'use client'

import { useEffect } from 'react'

/**
 * Image links (`a[data-lightbox="group"]`) open in a glightbox gallery of
 * their group. The library and its styles load on the first such click, not
 * with the page. Escape closes it, and focus returns to the link.
 */
export function Lightbox() {
  useEffect(() => {
    const onClick = async (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const link = (event.target as Element).closest?.('a[data-lightbox]') as HTMLAnchorElement | null
      if (!link) return
      event.preventDefault()
      const group = link.dataset.lightbox
      const links = [...document.querySelectorAll<HTMLAnchorElement>(`a[data-lightbox="${CSS.escape(group ?? '')}"]`)]
      const [{ default: GLightbox }] = await Promise.all([
        import('glightbox'),
        import('glightbox/dist/css/glightbox.min.css'),
      ])
      // glightbox's bundled types declare `elements` as an empty tuple.
      const elements = links.map((item) => ({
        href: item.href,
        type: 'image',
        title: item.dataset.title ?? '',
        alt: item.querySelector('img')?.alt || item.dataset.title || '',
      }))
      const gallery = GLightbox({
        elements: elements as unknown as [],
        startAt: links.indexOf(link),
        keyboardNavigation: true,
        closeOnOutsideClick: true,
        loop: true,
      })
      gallery.on('close', () => {
        gallery.destroy()
        link.focus()
      })
      gallery.open()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return null
}
