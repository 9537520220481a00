import { createElement, type ReactNode } from 'react'

/**
 * The Refresh button of the Studio's own panes ("Not yet in Spanish", the
 * Inbox's response times): plain elements in the Studio's colours, a 44 px
 * target, so the panes need nothing of `sanity`'s UI at run time.
 */
const BUTTON_STYLE = {
  minHeight: 44,
  minWidth: 44,
  padding: '0 16px',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid var(--card-border-color, currentColor)',
  borderRadius: 4,
  cursor: 'pointer',
} as const

export function PaneButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return createElement('button', { type: 'button', style: BUTTON_STYLE, onClick }, children)
}
