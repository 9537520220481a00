import button from '@/components/Button.module.css'
import { InLanguage } from '@/components/InLanguage'
import { PhoneIcon } from '@/components/icons'
import { telHref } from '@/lib/contact-links'
import { fill } from '@/lib/i18n/fill'
import type { Language } from '@/lib/i18n/languages'
import { wordsFor } from '@/lib/i18n/words'

export interface HeroCallButtonProps {
  /** The agency's number as the owner typed it (Contact details); no button without one that dials. */
  phone: string | null | undefined
  /** The owner's label for the button ("Get In Touch"), else the site's own. */
  label: string | null | undefined
  /** `lang="en"` when the owner's label fell back to English. */
  labelLanguage: Language | undefined
  language: Language
  className?: string
}

/** The call button of the home and About pages' top bands: the owner's label, and the number for screen readers. */
export function HeroCallButton({ phone, label, labelLanguage, language, className }: HeroCallButtonProps) {
  const href = telHref(phone)
  if (!href || !phone) return null
  const words = wordsFor(language)
  const text = label?.trim()
  return (
    <a href={href} className={[button.button, button.onDark, className].filter(Boolean).join(' ')}>
      <PhoneIcon />
      <InLanguage lang={text ? labelLanguage : undefined}>{text || words.fallback.callButton}</InLanguage>
      <span className="visually-hidden">{fill(words.hero.call, { phone })}</span>
    </a>
  )
}
