import type * as En from '../en/problems'

/** The site's words in Spanish, what a visitor is asked to fix, in the form, the server's answer and the no-script page: a part of ../es.ts. */

export const problems = {
  fillIn: 'Por favor, llene este campo.',
  chooseOne: 'Por favor, elija una de las opciones.',
  chooseAtLeastOne: 'Por favor, marque al menos una.',
  tickToAgree: 'Por favor, marque esta casilla para continuar.',
  emailFormat: 'Escriba un correo electrónico, por ejemplo nombre@ejemplo.com.',
  phoneFormat: 'Escriba un teléfono de Estados Unidos con código de área, por ejemplo (770) 555-0142.',
  phoneOrEmail: 'Denos un teléfono o un correo electrónico, para poder comunicarnos con usted.',
  zipFormat: 'Escriba el código postal de 5 dígitos, por ejemplo 30043.',
  listOnly: 'Por favor, elija de la lista.',
  tooManyChosen: 'Elija como máximo {max}, por favor.',
  tooLong: 'Acórtelo a {max} caracteres o menos, por favor (tiene {length}).',
  tooLongMessage:
    'Acorte su mensaje a {max} caracteres o menos, por favor (tiene {length}), o mejor envíenos un correo electrónico.',
  dateUnfinished: 'Termine la fecha, por favor: mes, día y año, por ejemplo 12/25/2026.',
  dateFormat: 'Escriba la fecha como mes/día/año, por ejemplo 12/25/2026.',
  datePassed: 'El {day} ya pasó. Elija hoy o una fecha posterior, por favor.',
  dateTooFar: 'El {day} es dentro de más de {years} años. Revise el año, o cuéntenos en «¿Algo más?».',
} satisfies typeof En.problems
