import type * as En from '../en/request-forms'

/** The site's words in Spanish, each request form's own: its labels, choices and answers. A part of ../es.ts. */

export const messageForm = {
  noun: 'mensaje',
  form: 'formulario de contacto',
  send: 'Enviar mensaje',
  heading: 'Envíenos un mensaje',
  allRequired: 'Todos los campos son obligatorios.',
  name: 'Su nombre',
  email: 'Su correo electrónico',
  subject: 'Asunto',
  message: 'Mensaje',
  privacy: 'Qué pasa con lo que nos envía: vea nuestro ',
  privacyLink: 'aviso de privacidad',
  newTab: ' (se abre en una pestaña nueva)',
  emailed: 'Su mensaje se envió. ¡Gracias por escribirnos!',
  stored: 'Recibimos su mensaje. ¡Gracias por escribirnos!',
  soon: 'Nos comunicaremos con usted pronto.',
} satisfies typeof En.messageForm

export const consultationForm = {
  noun: 'solicitud',
  form: 'formulario de consulta',
  send: 'Enviar solicitud',
  heading: 'Pida una consulta gratis',
  privacy: 'Usamos sus datos solo para organizar su consulta. ',
  emailed: 'Su solicitud se envió.',
  stored: 'Recibimos su solicitud.',
  careRecipient: '¿Quién necesita el cuidado?',
  services: '¿Qué servicios?',
  howSoon: '¿Para cuándo?',
  language: '¿Qué idioma prefiere la persona que recibirá el cuidado?',
  startDate: 'Fecha de inicio que prefiere',
  hours: 'Horas o días por semana',
  hoursHint: 'Por ejemplo: tres mañanas por semana.',
  payment: '¿Cómo se pagará el cuidado?',
  callTime: 'Mejor hora para llamarle',
  anyTime: 'A cualquier hora',
  notesHint: 'Por favor, no incluya datos médicos: hablaremos de las necesidades de cuidado cuando le llamemos.',
  options: {
    careRecipient: {
      myself: 'Yo',
      parent: 'Mi papá o mi mamá',
      spouse: 'Mi esposo, esposa o pareja',
      relative: 'Otro familiar',
      client: 'Una persona que atiendo en mi trabajo',
    },
    howSoon: {
      asap: 'Lo antes posible',
      week: 'En una semana',
      weeks: 'En 2 a 4 semanas',
      later: 'Más adelante',
      unsure: 'Todavía no lo sé',
    },
    payment: {
      private: 'Pago particular (de su bolsillo)',
      ltcInsurance: 'Seguro de cuidado a largo plazo',
      va: 'Beneficios para veteranos (VA)',
      medicaidWaiver: 'Un programa de exención de Medicaid',
      unsure: 'Todavía no lo sé',
    },
    bestTimeToCall: {
      morning: 'En la mañana (de 8 a. m. a mediodía)',
      afternoon: 'En la tarde (de mediodía a 5 p. m.)',
      evening: 'En la noche (de 5 p. m. a 8 p. m.)',
    },
    preferredLanguage: { other: 'Otro idioma' },
  },
} satisfies typeof En.consultationForm

export const applicationForm = {
  noun: 'solicitud',
  form: 'formulario de solicitud',
  send: 'Enviar solicitud',
  privacy: 'Usamos sus respuestas solo para considerarle para un empleo con nosotros. ',
  emailed: 'Su solicitud se envió.',
  stored: 'Recibimos su solicitud.',
  thanks: 'Gracias. Leemos todas las solicitudes y nos comunicaremos con usted sobre los siguientes pasos.',
  zipHint: 'Donde vive.',
  counties: '¿En qué condados puede trabajar?',
  shifts: '¿En qué turnos puede trabajar? (marque al menos uno)',
  experience: '¿Cuánto tiempo ha trabajado como cuidador?',
  certifications: 'Certificaciones',
  driving: '¿Maneja?',
  startDate: 'Fecha más próxima en que puede empezar',
  heardFrom: '¿Cómo supo de nosotros?',
  referredBy: '¿Le recomendó alguno de nuestros cuidadores? Su nombre',
  notesHint:
    'Por favor, no incluya su número de Seguro Social, su fecha de nacimiento ni datos de salud: le pediremos lo necesario en la entrevista.',
  consent: 'Entiendo que una verificación de antecedentes nacional y estatal es una condición para el empleo.',
  zipTickedOne:
    'Marcamos abajo el condado de {county}, según su código postal. Quite la marca si no puede trabajar ahí.',
  zipTickedMany:
    'Marcamos abajo los condados de {counties}, según su código postal. Quite la marca de los que no le convengan.',
  zipOutside:
    '{zip} está fuera de los condados que atendemos. Marque abajo cualquier condado al que pueda trasladarse.',
  options: {
    shifts: {
      '7am-7pm': 'De 7 a. m. a 7 p. m.',
      '7pm-7am': 'De 7 p. m. a 7 a. m.',
      '8am-8pm': 'De 8 a. m. a 8 p. m.',
      '8pm-8am': 'De 8 p. m. a 8 a. m.',
      '7am-3pm': 'De 7 a. m. a 3 p. m.',
      '3pm-11pm': 'De 3 p. m. a 11 p. m.',
      '11pm-7am': 'De 11 p. m. a 7 a. m.',
      weekdays: 'Entre semana',
      weekends: 'Fines de semana',
    },
    experience: {
      none: 'Todavía ninguna',
      underOne: 'Menos de un año',
      oneToTwo: 'De 1 a 2 años',
      threeToFive: 'De 3 a 5 años',
      overFive: 'Más de 5 años',
    },
    certifications: {
      cna: 'CNA (asistente de enfermería certificado)',
      pcaHha: 'PCA o HHA (asistente de cuidado personal o de salud en el hogar)',
      cprFirstAid: 'RCP y primeros auxilios',
      none: 'Todavía ninguna',
    },
    driving: {
      licenseAndCar: 'Licencia de manejo y carro',
      licenseOnly: 'Licencia de manejo, sin carro',
      neither: 'Sin licencia de manejo',
    },
    heardFrom: {
      caregiver: 'Un cuidador que trabaja con ustedes',
      friend: 'Un amigo o un familiar',
      jobSite: 'Un sitio web de empleos',
      search: 'Una búsqueda en internet',
      social: 'Redes sociales',
      event: 'Una feria de empleo o un evento',
      other: 'Otro lugar',
    },
  },
} satisfies typeof En.applicationForm
