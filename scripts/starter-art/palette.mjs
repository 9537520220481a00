// Brand palette: colours, skin tones, hair colours and the font stack.

export const C = {
  teal: '#1F5F5B',
  teal2: '#2E7D77',
  terra: '#B4532A',
  peach: '#F2C6A0',
  sand: '#F6EBDD',
  cream: '#FBF7F2',
  charcoal: '#1D2B2A',
  sage: '#9DB8A0',
  gold: '#E0A43B',
}

export const SKIN = {
  light: '#F4D5BD',
  fair: '#E9BE98',
  tan: '#C98F66',
  brown: '#9C623E',
  deep: '#6B3F26',
}

export const HAIR = {
  white: '#F3F0EA',
  silver: '#CFCBC4',
  grey: '#A4A29C',
  brown: '#5B3A27',
  dark: '#2E221C',
  black: '#1A1513',
}

export const FONT = 'DejaVu Sans, Liberation Sans, sans-serif'
