import type * as En from '../en/forms'

/** The site's words in Spanish, what every request form says around a send: a part of ../es.ts. */

export const forms = {
  sending: 'Enviando…',
  sendingYour: 'Enviando su {noun}…',
  notSent: 'Su {noun} no se envió.',
  stillThere: 'Todo lo que escribió sigue en el formulario.',
  unchecked:
    'Nuestro sitio web estaba muy ocupado en ese momento y no pudo revisarlo de la forma habitual. Aun así nos llegó, y lo leeremos personalmente.',
  alsoReachUs: 'También puede comunicarse con nosotros ',
  byPhone: 'por teléfono al ',
  byEmail: 'por correo electrónico a ',
  or: ' o ',
  close: 'Cerrar',
  yes: 'Sí',
  back: 'Atrás',
  continue: 'Continuar',
  honeypot: 'Deje este campo vacío',
  stepOne: 'Paso 1 de 2: sus datos',
  stepTwo: 'Paso 2 de 2: algunos detalles (opcional)',
  stepTwoNote: 'Conteste lo que quiera, o presione {send} ahora.',
  anythingElse: '¿Algo más?',
  chooseOne: 'Elija una opción',
  loading: 'Cargando el {name}…',
  loadFailed: 'No se pudo cargar el {name}.',
  loadFailedHint: ' Revise su conexión e inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  tryingAgain: 'Intentando de nuevo…',
  privacyNotice: 'Nuestro aviso de privacidad',
  failures: {
    network:
      'No pudimos comunicarnos con nuestro servicio de correo. Revise su conexión a internet e inténtelo de nuevo.',
    throttled: 'Nos acaba de escribir hace un momento. Espere medio minuto antes de volver a enviar, por favor.',
    blocked: 'Nuestro servicio de correo no aceptó este envío.',
    headless: 'Nuestro servicio de correo no aceptó mensajes de este navegador.',
    server: 'Nuestro servicio de correo tuvo un problema y su {noun} no se envió.',
    notConfigured: 'Nuestro {form} no está funcionando en este momento, y su {noun} no se envió.',
    tooFast: 'Eso fue más rápido de lo que esperábamos. Revise su {noun} y presione {send} otra vez.',
    suspicious: 'Su {noun} no se pudo enviar desde este formulario.',
    rateLimited:
      'Nos ha enviado varias solicitudes en los últimos minutos. Espere diez minutos antes de enviar otra, por favor.',
  },
  dateHint: 'Escríbala como mes/día/año, o elíjala en el calendario.',
  datePlaceholder: 'mm/dd/aaaa',
  dateChosen: 'Eligió el {day}.',
  zip: 'Código postal',
  yourName: 'Su nombre',
  phone: 'Teléfono',
  emailWithPhone: 'Correo electrónico (opcional si da un teléfono)',
} satisfies typeof En.forms
