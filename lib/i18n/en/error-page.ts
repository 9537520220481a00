/** The site's words in English, the error page's: its own part, as every page's scripts carry it. */

export const errorPage = {
  heading: 'Something went wrong on our side',
  text: 'Please try again. If it keeps happening, call us: the number is at the top of the page.',
  tryAgain: 'Try again',
  home: 'Go to the home page',
}
