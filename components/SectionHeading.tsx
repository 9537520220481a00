import { langAttribute } from '@/lib/i18n/fallbacks'
import styles from './SectionHeading.module.css'

/**
 * A section's h2, with the owner's text or a neutral fallback when the field
 * is still empty, so that a half-filled page keeps its outline.
 */
export function SectionHeading({
  text,
  fallback,
  id,
  tone = 'default',
  align = 'start',
  hidden = false,
  lang,
}: {
  text: string | null | undefined
  fallback: string
  /** The owner's text's language, where it is not the page's (textLanguage, lib/i18n/fallbacks.ts). */
  lang?: string
  id?: string
  tone?: 'default' | 'onDark'
  align?: 'start' | 'center'
  /** Only for screen readers (a section whose cards speak for themselves). */
  hidden?: boolean
}) {
  const label = text?.trim() || fallback
  const language = text?.trim() ? lang : undefined
  if (hidden) {
    return (
      <h2 id={id} className="visually-hidden" {...langAttribute(language)}>
        {label}
      </h2>
    )
  }
  const classes = [styles.heading, tone === 'onDark' ? styles.onDark : '', align === 'center' ? styles.center : '']
    .filter(Boolean)
    .join(' ')
  return (
    <h2 id={id} className={classes} data-aos="fade-up" {...langAttribute(language)}>
      {label}
    </h2>
  )
}
