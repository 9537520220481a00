import type { ReactNode } from 'react'
import styles from './Container.module.css'

/** The centred column every section puts its content in. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>
}
