'use client'

// next-sanity/studio's NextStudio also loads Sanity's dashboard bridge
// (https://core.sanity-cdn.com/bridge.js), which only serves a Studio opened
// inside Sanity's dashboard. The owner opens /studio itself, and the Studio's
// policy runs no script from another host (docs/security.md), so that script
// would only be blocked, with an error in the owner's console every visit.
import { NextStudio } from 'next-sanity/studio/client-component'
import config from './config'

export function Studio() {
  return <NextStudio config={config} />
}
