/**
 * The Studio's configuration, where Sanity's CLI looks for it (`sanity schema
 * extract`, `sanity typegen`, `sanity deploy`); it is written in studio/.
 */
export { default } from './studio/config'
