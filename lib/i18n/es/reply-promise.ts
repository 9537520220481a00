import type * as En from '../en/reply-promise'

/** The site's words in Spanish, when a family will hear from us (lib/time/reply-promise.ts): a part of ../es.ts. */

export const replyPromise = {
  call: 'Le llamaremos',
  reply: 'Le responderemos',
  withinHour: '{subject} dentro de una hora.',
  soon: '{subject} lo antes posible.',
  lastHour: '{subject} hoy si podemos, y si no, antes de {deadline}.',
  closed: '{subject} antes de {deadline}.',
  today: '{time} de hoy',
  tomorrow: '{time} de mañana',
  thisWeek: '{time} del {weekday}',
  later: '{time} del {date}',
  morning: 'mañana',
  afternoon: 'tarde',
  evening: 'noche',
  clockMorning: 'las {clock} a. m.',
  clockAfternoon: 'las {clock} p. m.',
  oneMorning: 'la {clock} a. m.',
  oneAfternoon: 'la {clock} p. m.',
} satisfies typeof En.replyPromise
