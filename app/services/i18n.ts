/*
| The one translation layer. Server and client read the same message catalogue:
| every JSON file in resources/lang/<locale>/ (one per module), merged. English is
| the only locale today. Messages use one syntax on both sides, values and
| plurals (resources/lang/message_format.ts): never build a counted phrase
| by concatenation.
*/
import { readdirSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { formatMessage, type MessageValues } from '#lang/message_format'

function loadCatalogue(locale: string): Record<string, string> {
  const directory = app.makePath('resources', 'lang', locale)
  return Object.assign(
    {},
    ...readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(`${directory}/${file}`, 'utf8')))
  )
}

const catalogues: Record<string, Record<string, string>> = { en: loadCatalogue('en') }

export function messages(locale = 'en') {
  return catalogues[locale] ?? catalogues.en
}

export function t(key: string, values: MessageValues = {}, locale = 'en') {
  const message = messages(locale)[key] ?? catalogues.en[key] ?? key
  return formatMessage(message, values, locale)
}

/** Whether the catalogue has a message for the key (t() answers the key itself when it has none). */
export function hasMessage(key: string, locale = 'en') {
  return key in messages(locale) || key in catalogues.en
}
