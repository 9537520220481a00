// The recurring characters (seniors and caregivers) drawn in the scenes.

import { C, SKIN, HAIR } from './palette.mjs'

export const CAST = {
  // Senior lady: white hair in a bun, mustard cardigan.
  ruth: {
    skin: SKIN.light,
    hair: HAIR.white,
    hairStyle: 'bun',
    top: '#D99A3E',
    inner: C.cream,
    bottom: '#5E6B69',
    glasses: true,
  },
  // Caregiver: deep skin tone, curly dark hair, teal top.
  dana: {
    skin: SKIN.deep,
    hair: HAIR.black,
    hairStyle: 'curly',
    top: C.teal2,
    bottom: '#2C3A39',
    sleeves: 'short',
  },
  // Senior gentleman: brown skin, silver fringe, sage cardigan.
  walter: {
    skin: SKIN.brown,
    hair: HAIR.silver,
    hairStyle: 'bald',
    top: C.sage,
    inner: C.cream,
    bottom: '#4E5756',
    glasses: true,
    mustache: true,
  },
  // Caregiver: tan skin, ponytail, terracotta top.
  maria: {
    skin: SKIN.tan,
    hair: HAIR.brown,
    hairStyle: 'ponytail',
    top: C.terra,
    bottom: '#2C3A39',
    sleeves: 'short',
  },
  // Senior lady: fair skin, short soft white curls.
  june: {
    skin: SKIN.fair,
    hair: HAIR.white,
    hairStyle: 'waves',
    top: '#7FA39A',
    inner: C.sand,
    bottom: '#6C5A50',
  },
  // Senior gentleman: fair skin, short white hair, terracotta sweater.
  frank: {
    skin: SKIN.fair,
    hair: HAIR.white,
    hairStyle: 'swept',
    top: '#7FA39A',
    inner: C.cream,
    bottom: '#55605E',
    glasses: true,
  },
  // Caregiver: light olive skin, black bob, golden top.
  lee: {
    skin: '#EFC9A4',
    hair: HAIR.black,
    hairStyle: 'bob',
    top: C.gold,
    bottom: '#2C3A39',
    sleeves: 'short',
  },
}
