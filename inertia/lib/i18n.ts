/*
| The client side of the one translation layer: the same catalogue the server
| reads (every JSON file of resources/lang/<locale>/). The shell's own strings
| ship with the first paint; each module's catalogue is fetched alongside the
| first page that needs it (see lib/pages.ts), so sign-in stays light.
*/
import shell from '../../resources/lang/en/app.json'

const catalogue: Record<string, string> = { ...shell }

const moduleCatalogues = import.meta.glob<Record<string, string>>(
  ['../../resources/lang/en/*.json', '!../../resources/lang/en/app.json', '!../../resources/lang/en/server.json'],
  { import: 'default' }
)

let loading: Promise<void> | null = null

export function loadModuleCatalogues() {
  loading ??= Promise.all(Object.values(moduleCatalogues).map((load) => load().then((messages) => Object.assign(catalogue, messages)))).then(() => undefined)
  return loading
}

export function t(key: string, values: Record<string, string | number> = {}) {
  const message = catalogue[key] ?? key
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
}
