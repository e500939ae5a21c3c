/*
| The one translation layer. Server and client read the same message catalogue
| (resources/lang/<locale>.json); English is the only locale today.
*/
import en from '../../resources/lang/en.json' with { type: 'json' }

export type MessageKey = keyof typeof en
const catalogues: Record<string, Record<string, string>> = { en }

export function t(key: MessageKey | string, values: Record<string, string | number> = {}, locale = 'en') {
  const message = catalogues[locale]?.[key] ?? catalogues.en[key] ?? key
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
