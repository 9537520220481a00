import type * as En from '../en/plan'

/** The site's words in Spanish for a plan of care (el cálculo, las horas de la consulta): a part of ../es.ts. */

export const plan = {
  units: {
    hours: { one: '{count} hora', other: '{count} horas' },
    days: { one: '{count} día', other: '{count} días' },
    visits: { one: '{count} visita', other: '{count} visitas' },
  },
  plan: '{hours} al día, {days} a la semana',
  aroundTheClock: 'cuidado las 24 horas, {days} a la semana',
  weekendDays: '{count} de ellos en fin de semana',
  overnightHours: '{hours} de cada día de noche',
} satisfies typeof En.plan
