import type { ReactNode } from 'react'

/** Small decorative icons, hidden from assistive technology: the text beside them says it all. */

type IconProps = { className?: string; size?: number }

/*
 * How an icon is painted: classes of globals.css ("Icons"), written there once
 * rather than as attributes on every icon, in the HTML and again in the
 * page's React payload (issue 40). `line` strokes the shapes in the text's
 * colour, `filled` fills them. (A check mark is CheckMark.tsx, painted by CSS.)
 */
type Paint = 'line' | 'filled'
const PAINT: Record<Paint, string> = { line: 'icon-line', filled: 'icon-filled' }

function Icon({ className, size = 20, paint, children }: IconProps & { paint: Paint; children: ReactNode }) {
  return (
    <svg
      className={className ? `${PAINT[paint]} ${className}` : PAINT[paint]}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

export function PhoneIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="filled">
      <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </Icon>
  )
}

export function PinIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="filled">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
    </Icon>
  )
}

/** A magnifying glass with a plus (a photo that opens larger). */
export function ZoomIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
    </Icon>
  )
}

/** A calendar page (the call bar's Free consultation). */
export function CalendarIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Icon>
  )
}

/* The trust strip's proofs (app/_pages/sections/TrustStrip.tsx), one each. */

export function ShieldIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </Icon>
  )
}

export function SealIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.5 13.5L7 21l5-2.5 5 2.5-1.5-7.5" />
    </Icon>
  )
}

export function UmbrellaIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <path d="M3 12a9 9 0 0 1 18 0z" />
      <path d="M12 12v6.5a2 2 0 0 1-4 0" />
    </Icon>
  )
}

export function CheckedPersonIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
      <circle cx="10.5" cy="9" r="2" />
      <path d="M7.5 14a3 3 0 0 1 6 0" />
    </Icon>
  )
}

export function CapIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6" />
    </Icon>
  )
}

export function BadgeIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16a3 3 0 0 1 6 0M14 10h4M14 14h4" />
    </Icon>
  )
}

/** Two speech bubbles: the languages the caregivers speak. */
export function SpeechIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} paint="line">
      <path d="M3 5h11v8H8l-3 3v-3H3z" />
      <path d="M17 9h4v8h-2v3l-3-3h-5v-2" />
    </Icon>
  )
}
