import type * as En from '../en/booking'

/** The site's words in Spanish, for booking a consultation's time (features/booking): a part of ../es.ts. */

export const booking = {
  when: '{day}, {clock}, hora de Georgia',
  morningClock: '{clock} a. m.',
  afternoonClock: '{clock} p. m.',
  legend: 'Elija una hora para su consulta gratuita (opcional)',
  meetingLegend: '¿Cómo prefiere que nos reunamos?',
  phone: 'Por teléfono ({minutes} minutos)',
  visit: 'En su casa ({minutes} minutos)',
  phoneShort: 'llamada',
  visitShort: 'visita a domicilio',
  zone: 'Todas las horas son de Georgia (hora del Este).',
  none: 'Ninguna me conviene: llámenme para acordar una hora',
  loading: 'Cargando las horas disponibles…',
  loadFailed:
    'No pudimos cargar las horas disponibles en este momento. Envíe su solicitud y le llamaremos para acordar una hora.',
  noneFree:
    'No hay horas disponibles en los próximos {days} días. Envíe su solicitud y le llamaremos para acordar una.',
  taken:
    'Lo sentimos: otra persona reservó {time} hace un momento. Todo lo que escribió sigue aquí. Estas horas siguen disponibles:',
  takenNoOther:
    'Lo sentimos: otra persona reservó {time} hace un momento y no queda otra hora disponible. Envíe su solicitud y le llamaremos para acordar una.',
  textReminder: 'Envíenme un mensaje de texto para recordármelo el día anterior',
  holdFailed: 'No pudimos reservar la hora que eligió en este momento: le llamaremos para acordar una.',
  noScriptTaken:
    'Lo sentimos: otra persona reservó {time} hace un momento. Ya tenemos su solicitud y le llamaremos para acordar una hora. Estas horas seguían disponibles:',
  noScriptLink: 'O pídala y elija la hora en una página sencilla',
  noScriptNote:
    'Horas para una llamada; una visita a domicilio dura más y le confirmaremos la hora cuando le llamemos.',
  booked: 'Su consulta gratuita: {time}.',
  addToCalendar: 'Agréguela a su calendario:',
  icsFile: 'archivo de calendario (.ics)',
  google: 'Google Calendar',
  changeOrCancel: 'Cambiar o cancelar esta hora',
  cancelTitle: '¿Cancelar su consulta?',
  cancelQuestion: 'Su consulta gratuita está reservada para el {time}. ¿Desea cancelarla?',
  cancelledTitle: 'Consulta cancelada',
  expiredTitle: 'Enlace no válido',
  cancelButton: 'Sí, cancelarla',
  keepLink: 'No, mantenerla',
  cancelled: 'Su consulta del {time} quedó cancelada. Ya se lo avisamos a la agencia.',
  chooseAgain: 'Elegir otra hora',
  linkExpired: 'Este enlace ya no es válido: la hora ya pasó o la consulta ya se canceló.',
  reminderEmail:
    'Un recordatorio de {agency}: su consulta gratuita es el {time}. {how} Para cambiarla o cancelarla: {link}',
  reminderText: 'Recordatorio de {agency}: su consulta gratuita es el {time}.',
  eventTitle: 'Consulta gratuita con {agency}',
  eventPhone: 'Le llamaremos al número que nos dio.',
  eventVisit: 'Iremos a su casa.',
} satisfies typeof En.booking
