/*
| The client side of the one translation layer: the same catalogue the server
| reads (resources/lang/<locale>.json).
*/
import en from '~lang/en.json'

const catalogue: Record<string, string> = en

export function t(key: string, values: Record<string, string | number> = {}) {
  const message = catalogue[key] ?? key
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
