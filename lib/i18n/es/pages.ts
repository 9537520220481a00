import type * as En from '../en/pages'

/** The site's words in Spanish, the status pages' words: the 404, the error page, the thank-you page: a part of ../es.ts. */

export const pages = {
  homeTitle: '{agency}: cuidado en el hogar para adultos mayores',
  notFoundTitle: 'Página no encontrada',
  notFoundHeading: 'No encontramos esa página',
  notFoundText:
    'Puede que la dirección esté mal escrita o que la página se haya movido. Todo lo que ofrecemos está a un paso:',
  home: 'Ir a la página de inicio',
  callUsAt: 'Llámenos al {phone}',
  completionTitle: 'Gracias',
  completionDescription: 'Gracias por su pago.',
  returnHome: 'Volver al inicio',
  shareImageAlt: 'El nombre de la agencia de cuidado en el hogar, los condados de Georgia que atiende y su teléfono',
  servedOne: 'Cuidado en el hogar en el condado de {names}',
  servedMany: 'Cuidado en el hogar en los condados de {names}',
} satisfies typeof En.pages
