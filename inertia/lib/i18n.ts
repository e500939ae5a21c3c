/*
| The client side of the one translation layer: the same catalogue the server
| reads, every JSON file of resources/lang/<locale>/ merged.
*/
const files = import.meta.glob<Record<string, string>>('../../resources/lang/en/*.json', { eager: true, import: 'default' })
const catalogue: Record<string, string> = Object.assign({}, ...Object.keys(files).sort().map((path) => files[path]))

export function t(key: string, values: Record<string, string | number> = {}) {
  const message = catalogue[key] ?? key
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
