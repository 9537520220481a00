import type * as En from '../en/costs'

/** The site's words in Spanish for what care costs (#costs) and what others say: a part of ../es.ts. */

export const costs = {
  heading: 'Cuánto cuesta el cuidado',
  callForRates: 'Llámenos para saber nuestras tarifas de hoy: se las decimos por teléfono y por escrito.',
  ratesCaption: 'Nuestras tarifas',
  ratesChanged: 'Tarifas actualizadas el {date}.',
  kind: 'Cuidado',
  price: 'Tarifa',
  rows: {
    weekday: 'Una hora entre semana',
    weekend: 'Una hora el fin de semana',
    holiday: 'Una hora en día festivo',
    overnight: 'Una hora de noche',
    liveIn: 'Un día de cuidado con cuidador interno o de 24 horas',
  },
  shortestVisit: 'Cada visita dura por lo menos {hours} horas.',
  included: 'Incluido en la tarifa',
  extras: 'Se cobra aparte',
  estimateHeading: 'Calcule cuánto le costaría',
  estimateHint: 'Escriba sus horas: el cálculo cambia mientras escribe.',
  hours: 'Horas de cuidado a la semana',
  weekendHours: 'De ellas, horas en fin de semana',
  overnightHours: 'De ellas, horas de noche',
  estimateIs: 'Para {hours} horas a la semana: unos {weekly} a la semana, unos {monthly} al mes.',
  notAQuote:
    'Es un cálculo aproximado, no un presupuesto: en la consulta gratis acordamos con usted el cuidado y su precio por escrito.',
  minimumApplied: 'Si son menos horas que nuestra visita más corta, se cobra una visita de {hours} horas.',
  compareHeading: 'Las otras opciones, por mes',
  compareCaption: 'Un mes de cuidado: su cálculo y las otras opciones',
  choice: 'Opción',
  month: 'Al mes',
  source: 'Fuente',
  yourEstimate: 'Cuidado en casa, {hours} horas a la semana (su cálculo)',
  choices: {
    assistedLiving: 'Residencia con asistencia',
    nursingHomeSemiPrivate: 'Hogar de ancianos, habitación compartida',
    nursingHomePrivate: 'Hogar de ancianos, habitación privada',
    adultDayCare: 'Centro de día para adultos',
  },
  area: { georgia: 'Mediana de Georgia, {year}', national: 'Mediana nacional, {year}' },
  howToPay:
    'Pago privado, seguro de cuidado a largo plazo, beneficios de la VA y el programa EDWP de Georgia: vea cómo pagar.',
  consult: 'Pida una consulta gratis para {hours} horas a la semana',
  consultNoHours: 'Pida una consulta gratis',
  seeCosts: 'Cuánto cuesta el cuidado: nuestras tarifas y un cálculo para sus horas',
} satisfies typeof En.costs

export const ratings = {
  label: 'Lo que dicen de nosotros',
  stars: '{rating} ★',
  starsSpoken: '{rating} de 5 estrellas',
  google: ' en Google, {count} reseñas, datos de {date}',
  readReviews: 'Lea las reseñas en Google',
  awards: 'Premios',
  award: '{name}, {year}',
  criteria: 'cómo se otorga',
} satisfies typeof En.ratings
