import type * as En from '../en/service-area'

/** The site's words in Spanish, the service-area check's words (features/service-area/): a part of ../es.ts. */

export const serviceArea = {
  heading: '¿Atienden mi zona?',
  zip: 'Código postal',
  hint: '5 dígitos, de la casa donde se necesita el cuidado',
  check: 'Verificar',
  loadFailed: 'La verificación no se pudo cargar. Inténtelo de nuevo',
  orCallUsAt: ' o llámenos al ',
  call: 'Llamar al {phone}',
  book: 'Pida una consulta gratis',
  careNearYou: 'Para encontrar cuidado cerca de usted, llame a {name}:',
  orCallUs: 'O llámenos, por si podemos ayudarle:',
  credit: 'Zonas de códigos postales: ',
  served: 'Sí, atendemos el código postal {zip}, en {counties}.',
  likely: 'Es probable que le atendamos: {spans}. {confirm}',
  maybe: 'Puede que le atendamos: {spans}, y atendemos {served}. {confirm}',
  spans: 'el código postal {zip} abarca {counties}',
  confirmCall: 'Llámenos y le confirmaremos si atendemos su dirección.',
  confirmWrite: 'Comuníquese con nosotros y le confirmaremos si atendemos su dirección.',
  notServed: 'Todavía no atendemos el código postal {zip}, en {counties}.',
  unplaced:
    'No encontramos el {zip} en nuestro mapa de {state}: puede ser un apartado postal o el código de una empresa. Pruebe con el código postal de la casa donde se necesita el cuidado, o {reach}.',
  callUs: 'llámenos',
  getInTouch: 'comuníquese con nosotros',
  otherState:
    'El {zip} no es un código postal de {state}, donde damos cuidado. Si el cuidado es para alguien en {state}, escriba el código postal de su casa.',
  notZip: '«{typed}» no es un código postal. Escriba 5 dígitos, por ejemplo {example}.',
  noZip: 'Escriba un código postal: 5 dígitos, por ejemplo {example}.',
  unavailable: 'En este momento no podemos verificar códigos postales. Inténtelo de nuevo en unos minutos.',
  county: 'el condado de {name}',
  counties: 'los condados de {names}',
  otherStateCounty: '{name} ({state})',
  callUsAt: 'Llámenos al {link}',
  careNearYouAt: 'Para encontrar cuidado cerca de usted, llame a {name} al {link}',
  orCallUsAt2: 'O llámenos al {link}, por si podemos ayudarle',
  homePage: 'Página de inicio',
} satisfies typeof En.serviceArea
