import type * as En from '../en/site'

/** The site's words in Spanish, the words of the pages themselves, which only the server renders: a part of ../es.ts. */

export const site = {
  skipLink: 'Saltar al contenido principal',
  newTab: ' (se abre en una pestaña nueva)',
} satisfies typeof En.site

export const facts = {
  homeVisitBy: '{name} ({role})',
  missing: {
    shortestVisit: 'unas horas',
    homeVisitBy: 'alguien de nuestro equipo',
    phone: 'nuestro teléfono',
  },
} satisfies typeof En.facts

export const fallback = {
  agencyName: 'Cuidado en el hogar',
  homeLink: 'Inicio',
  heroHeading: 'Cuidado en casa para sus seres queridos',
  callButton: 'Llámenos',
  aboutHeading: 'Quiénes somos',
  whyChooseUsHeading: 'Por qué elegirnos',
  storyCardsHeading: 'Quiénes somos',
  storyCardTitle: 'Sobre nosotros',
  servicesHeading: 'Nuestros servicios',
  serviceTitle: 'Nuestro servicio',
  ctaHeading: 'Estamos para ayudarle',
  storiesHeading: 'Lo que dicen nuestros clientes',
  factsHeading: 'Nuestro cuidado en cifras',
  contactHeading: 'Contáctenos',
  consultationNextSteps: 'Después acordaremos con usted su consulta gratis.',
  countiesHeading: 'Condados que atendemos',
  howItWorksHeading: 'Cómo funciona',
  faqHeading: 'Preguntas frecuentes',
  faqOtherGroup: 'Otras preguntas',
  teamHeading: 'Nuestro equipo',
  careersHeading: 'Buscamos cuidadores',
  jobTitle: 'Cuidador o cuidadora',
  notHiring: 'Ahora no estamos contratando, pero con gusto puede comunicarse con nosotros.',
  privacyHeading: 'Aviso de privacidad',
  accessibilityHeading: 'Declaración de accesibilidad',
  privacyDeletion: 'Para saber qué datos suyos tenemos, o para que los borremos, llámenos o escríbanos.',
  accessibilityHelp:
    'Si algo en este sitio web le resulta difícil de usar, díganoslo: llámenos o escríbanos y le ayudaremos.',
  completionHeading: '¡Gracias!',
  agingLineName: 'la agencia para personas mayores de su estado (Area Agency on Aging)',
} satisfies typeof En.fallback

export const header = {
  home: 'Inicio',
  about: 'Quiénes somos',
  stories: 'Testimonios',
  contact: 'Escríbanos',
  services: 'Servicios',
  mainMenu: 'Principal',
  menu: 'Menú',
  closeMenu: 'Cerrar el menú',
  callUsAt: 'Llámenos al ',
} satisfies typeof En.header

export const footer = {
  license: 'Licencia: {number}',
  phone: 'Teléfono: ',
  email: 'Correo electrónico: ',
  quickLinks: 'Enlaces rápidos',
  aboutUs: 'Quiénes somos',
  contactUs: 'Contáctenos',
  help: 'Ayuda y políticas',
  costs: 'Cuánto cuesta el cuidado',
  faq: 'Preguntas frecuentes',
  careers: 'Empleos',
  privacy: 'Aviso de privacidad',
  accessibility: 'Declaración de accesibilidad',
  rights: '© {year} {name}. Todos los derechos reservados.',
} satisfies typeof En.footer

export const callBar = {
  label: 'Llamar, chatear o pedir una consulta',
  call: 'Llamar',
  chat: 'Chat',
  chatHint: ' por WhatsApp (se abre en una pestaña nueva)',
  consultation: 'Consulta gratis',
} satisfies typeof En.callBar

export const hero = {
  book: 'Pida una consulta gratis',
  call: ': llamar al {phone}',
} satisfies typeof En.hero

export const trust = {
  heading: 'Por qué las familias confían en nosotros',
  license: 'Licencia {number}',
  licenseCheck: ': verifíquela en el buscador del estado (se abre en una pestaña nueva)',
  proofs: {
    licensed: 'Con licencia del estado de Georgia',
    bonded: 'Afianzados',
    insured: 'Asegurados',
    backgroundChecked:
      'Nuestros cuidadores pasan verificaciones de antecedentes nacionales y estatales, como exige la ley de Georgia',
    trained: 'Cuidadores capacitados',
    employed: 'Nuestros cuidadores son empleados nuestros, no contratistas',
  },
  languages: 'Nuestros cuidadores hablan {languages}',
} satisfies typeof En.trust

export const sections = {
  translatedFrom: 'Traducción del {language}.',
  asSaid: 'Léalo en {language}, tal como lo dijo',
  callNow: 'Llame ahora',
  callSuffix: ': {phone}',
  countyOne: 'Atendemos el condado de {names}.',
  countyMany: 'Atendemos los condados de {names}.',
  learnMore: 'Más información',
  about: ' sobre {title}',
  callUs: 'Llámenos',
  messageUs: 'Escríbanos por WhatsApp',
  messageHint: ' (abre WhatsApp en una pestaña nueva)',
  emailUs: 'Escríbanos un correo',
  payOnline: 'Pague en línea',
  cardsWeAccept: 'Tarjetas que aceptamos',
  weAccept: 'Aceptamos {methods}.',
  paymentMethods: {
    private: 'pago particular (de su bolsillo)',
    card: 'pago con tarjeta en línea',
    longTermCare: 'seguro de cuidado a largo plazo',
    veterans: 'beneficios para veteranos (VA) que le pagan a usted',
  },
  notAccepted: {
    medicaid:
      'Medicaid, incluido el programa de exención de Medicaid para personas mayores y con discapacidad de Georgia (EDWP)',
    medicare: 'Medicare',
  },
  nor: 'ni',
  enlargePhoto: ' (ampliar la foto)',
  enlargePhotoOf: 'Ampliar la foto de {title}',
  howWeHelp: 'En qué le ayudamos',
  shiftPatterns: 'Turnos',
  shift: 'de {from} a {to}',
  beforeNoon: '{clock} a. m.',
  afterNoon: '{clock} p. m.',
  county: 'Condado de {name}',
  countyInState: 'Condado de {name}, {state}',
} satisfies typeof En.sections

export const faq = {
  groups: {
    care: 'El cuidado que damos',
    payment: 'Cómo pagar el cuidado',
    caregivers: 'Nuestros cuidadores',
    gettingStarted: 'Cómo empezar',
  },
  another: '¿Tiene otra pregunta? ',
  first: '¿Tiene una pregunta? ',
  callUsAt: 'Llámenos al ',
  or: ' o ',
  emailAfterPhone: 'escríbanos a',
  email: 'Escríbanos a',
} satisfies typeof En.faq

export const careers = {
  statement:
    'Para este tipo de empleo, la ley estatal exige una verificación de antecedentes nacional y estatal como condición para el empleo.',
  callUsAt: 'Llámenos al ',
  emailUsAt: 'Escríbanos a ',
  subject: '(asunto: {subject})',
  applicationSubject: 'Solicitud de empleo de cuidador',
  applyOnline: 'Presente su solicitud en línea',
  whatWeOffer: 'Lo que ofrecemos',
  applyHeading: 'Presente su solicitud en pocos minutos',
  noScript: 'Este navegador no está usando JavaScript, que el formulario de solicitud necesita.',
  noScriptWays: ' Por favor, use una de las otras formas de solicitar que aparecen en esta página.',
  notHiring: 'Ahora no estamos contratando',
  applyAnyway: 'Si de todas formas quiere solicitar',
  otherWays: 'Otras formas de solicitar',
  employment: {
    FULL_TIME: 'Tiempo completo',
    PART_TIME: 'medio tiempo',
    PER_DIEM: 'según se necesite (por día)',
    TEMPORARY: 'temporal',
  },
} satisfies typeof En.careers

export const policies = {
  collected: 'Qué datos recogen los formularios',
  whereItGoes: 'Adónde van y dónde se guardan',
  retention: 'Cuánto tiempo los guardamos',
  applications: 'Solicitudes de empleo',
  deletion: 'Cómo pedirnos que los borremos',
  privacySubject: 'Solicitud de privacidad',
  lastUpdated: 'Última actualización:',
  measures: 'Lo que hicimos para los lectores mayores',
  limits: 'Limitaciones conocidas',
  help: 'Si algo es difícil de usar',
  accessibilitySubject: 'Accesibilidad del sitio web',
  lastReviewed: 'Última revisión:',
  phone: 'Teléfono: ',
  email: 'Correo electrónico: ',
} satisfies typeof En.policies

export const contact = {
  enquirySubject: 'Consulta sobre cuidado en el hogar',
  reachUs: 'Comuníquese directamente',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  whatsapp: 'WhatsApp',
  chatWithUs: 'Chatee con nosotros por WhatsApp',
  address: 'Dirección postal',
  noScript: 'Este navegador no está usando JavaScript, que el formulario de consulta necesita.',
  noScriptAsk: ' Por favor, pida su consulta gratis ',
  tabsLabel: '¿Cómo prefiere comunicarse con nosotros?',
  messageTab: 'Enviar un mensaje',
  consultationTab: 'Pedir una consulta gratis',
} satisfies typeof En.contact

export const noScript = {
  keptTitle: 'Recibimos su {noun}',
  keptText: 'Gracias. Su {noun} nos llegó. {promise}',
  confirmTitle: 'Un paso más: confirme su {noun}',
  confirmText:
    'Su {noun} llegó a nuestro sitio web, pero todavía no a nuestro personal. Algunos programas también envían formularios como este, así que presione el botón para decirnos que lo envió una persona.',
  confirmButton: 'Confirmar y enviar',
  invalidTitle: 'Su {noun} todavía no se ha enviado',
  invalidText: 'Hay que revisar algunas respuestas:',
  invalidBack:
    'Use el botón Atrás de su navegador: el formulario todavía tiene lo que escribió. Corrija lo que aparece arriba y envíelo otra vez.',
  notKeptTitle: 'Su {noun} no se ha enviado',
  notKeptText: '{reason} No se perdió nada de lo que escribió: está todo abajo.',
  urgent: 'Si es urgente',
  questions: '¿Tiene preguntas?',
  otherWay: 'O comuníquese de otra forma',
  callUsAt: 'Llámenos al {link}',
  emailThis: 'Envíenos lo que escribió por correo electrónico',
  emailThisHint: ' (se abre su correo con lo que escribió)',
  whatYouWrote: 'Lo que escribió',
  homePage: 'Página de inicio',
  couldNotKeep: 'Nuestro sitio web no pudo guardar su {noun} en este momento.',
  couldNotConfirm:
    'Nuestro sitio web no pudo recibir su confirmación en este momento. Ya guardamos su {noun}, pero use el botón Atrás de su navegador y presione «Confirmar y enviar» otra vez, o llámenos.',
  fromElsewhere: 'Solo recibimos solicitudes de los formularios de este sitio web.',
  rateLimitedOne:
    'Nos ha enviado varias solicitudes en los últimos minutos. Espere 1 minuto antes de enviar otra, o llámenos.',
  rateLimited:
    'Nos ha enviado varias solicitudes en los últimos minutos. Espere {minutes} minutos antes de enviar otra, o llámenos.',
  formUnreadable: 'No se pudo leer el formulario.',
  tooManyFields: 'Un formulario tiene como máximo {max} campos.',
  fields: {
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    zip: 'Código postal',
    subject: 'Asunto',
    message: 'Mensaje',
    careRecipient: 'Quién necesita el cuidado',
    services: 'Servicios',
    howSoon: 'Para cuándo',
    preferredLanguage: 'Idioma que prefiere',
    startDate: 'Fecha de inicio que prefiere',
    hoursPerWeek: 'Horas o días por semana',
    payment: 'Cómo se pagará el cuidado',
    bestTimeToCall: 'Mejor hora para llamar',
    notes: 'Algo más',
    counties: 'Condados donde puede trabajar',
    shifts: 'Turnos que puede trabajar',
    experience: 'Experiencia',
    backgroundCheck: 'Verificación de antecedentes entendida',
    certifications: 'Certificaciones',
    driving: 'Manejo',
    availableFrom: 'Puede empezar desde',
    heardFrom: 'Supo de nosotros por',
    referredBy: 'Recomendado por',
  },
} satisfies typeof En.noScript
