'use client'

import { usePathname } from 'next/navigation'
import styles from './PreviewBar.module.css'

/**
 * Shown only to an editor in preview, so that drafts are never mistaken for
 * the live site. Exiting returns to the same page as visitors see it.
 */
export function PreviewBar() {
  const pathname = usePathname() ?? '/'
  return (
    <aside className={styles.bar} aria-label="Preview">
      <p>
        <strong>Preview:</strong> you are seeing unpublished drafts.
      </p>
      <a className={styles.exit} href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`}>
        Exit preview
      </a>
    </aside>
  )
}
