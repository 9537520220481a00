import type * as En from '../en/error-page'

/** The site's words in Spanish, the error page's: its own part, as every page's scripts carry it. */

export const errorPage = {
  heading: 'Algo salió mal de nuestro lado',
  text: 'Por favor, inténtelo de nuevo. Si vuelve a pasar, llámenos: el número está en la parte de arriba de la página.',
  tryAgain: 'Intentar de nuevo',
  home: 'Ir a la página de inicio',
} satisfies typeof En.errorPage
