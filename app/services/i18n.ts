/*
| The one translation layer. Server and client read the same message catalogue:
| every JSON file in resources/lang/<locale>/ (one per module), merged. English is
| the only locale today.
*/
import { readdirSync, readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

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

export function t(key: string, values: Record<string, string | number> = {}, locale = 'en') {
  const message = messages(locale)[key] ?? catalogues.en[key] ?? key
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
