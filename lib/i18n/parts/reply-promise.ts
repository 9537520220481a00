/** The reply promise's words in every language ("We'll call you within the hour."), worded at the moment of sending. */
import { replyPromise as english } from '../en/reply-promise'
import { replyPromise as spanish } from '../es/reply-promise'
import type { Language } from '../languages'

export type ReplyPromiseWords = typeof english

export const REPLY_PROMISE_WORDS: Record<Language, ReplyPromiseWords> = { en: english, es: spanish }
