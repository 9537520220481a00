import type { PortableTextComponents } from '@portabletext/react'
import { isSiteFact } from '@/schemas/objects/site-facts'
import type { SiteFacts } from '../site-facts'
import styles from './portable-text.module.css'

/**
 * How the owner's formatted text (schemas/objects/rich-text.ts) is drawn:
 * paragraphs, h3 sub-headings, bullet and numbered lists, bold, italic and
 * links, and the facts the owner inserted, written in from where they are
 * kept (../site-facts.ts). Web links open normally; tel: and mailto: links
 * too. Anything else is left out (PortableText's onMissingComponent={false}
 * at the call sites).
 */
export const richTextComponents = (facts: SiteFacts): PortableTextComponents => ({
  // content types the site does not know yet: left out, never a crash
  unknownType: () => null,
  types: {
    siteFact: ({ value }: { value: { fact?: unknown } }) => (isSiteFact(value?.fact) ? <>{facts[value.fact]}</> : null),
  },
  unknownMark: ({ children }) => <>{children}</>,
  block: {
    normal: ({ children }) => <p className={styles.paragraph}>{children}</p>,
    h3: ({ children }) => <h3 className={styles.h3}>{children}</h3>,
  },
  list: {
    bullet: ({ children }) => <ul className={styles.list}>{children}</ul>,
    number: ({ children }) => <ol className={styles.list}>{children}</ol>,
  },
  listItem: {
    bullet: ({ children }) => <li>{children}</li>,
    number: ({ children }) => <li>{children}</li>,
  },
  marks: {
    strong: ({ children }) => <strong>{children}</strong>,
    em: ({ children }) => <em>{children}</em>,
    link: ({ value, children }) => {
      const href = typeof value?.href === 'string' ? value.href.trim() : ''
      if (!/^(https?:|tel:|mailto:|\/|#)/i.test(href)) return <>{children}</>
      return (
        <a href={href} className={styles.link}>
          {children}
        </a>
      )
    },
  },
})
