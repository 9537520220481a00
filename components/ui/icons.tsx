import type { ReactNode } from 'react'

/** Small decorative icons, hidden from assistive technology: the text beside them says it all. */

type IconProps = { className?: string; size?: number }

function Icon({ className, size = 20, children, ...paint }: IconProps & { children: ReactNode } & SvgPaint) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      {...paint}
    >
      {children}
    </svg>
  )
}

type SvgPaint = {
  fill?: string
  stroke?: string
  strokeWidth?: string
  strokeLinecap?: 'round'
  strokeLinejoin?: 'round'
}

const FILLED: SvgPaint = { fill: 'currentColor' }

export function CheckIcon({ className, size = 24 }: IconProps) {
  return (
    <Icon
      className={className}
      size={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  )
}

export function PhoneIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} {...FILLED}>
      <path d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </Icon>
  )
}

export function PinIcon({ className, size }: IconProps) {
  return (
    <Icon className={className} size={size} {...FILLED}>
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
    </Icon>
  )
}
