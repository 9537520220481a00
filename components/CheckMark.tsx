import styles from './CheckMark.module.css'

/**
 * A check mark, painted by CSS: lists repeat it on every item (the reasons to
 * choose us, the hero's promises, what a job or a service includes), and an
 * SVG would repeat its markup there, in the HTML and again in the page's
 * React payload (issue 40). An empty span is not read out; the size and the
 * colour are the caller's class's, as an icon's would be.
 */
export function CheckMark({ className }: { className?: string }) {
  return <span className={className ? `${styles.mark} ${className}` : styles.mark} />
}
