/*
| The client side of the one translation layer: the same catalogue the server
| reads (every JSON file of resources/lang/<locale>/). The signed-out screens'
| strings (sign_in.json) ship with the first paint; the shell's (app.json) and
| each module's catalogue are fetched alongside the first page that needs them
| (see lib/pages.ts), so sign-in stays light. The message syntax (values and
| plurals) is the server's own, from one file.
*/
import signIn from '../../resources/lang/en/sign_in.json'
import { formatMessage, type MessageValues } from '../../resources/lang/message_format'

const catalogue: Record<string, string> = { ...signIn }

const moduleCatalogues = import.meta.glob<Record<string, string>>(
  [
    '../../resources/lang/en/*.json',
    '!../../resources/lang/en/sign_in.json',
    '!../../resources/lang/en/welcome.json',
    '!../../resources/lang/en/server.json',
  ],
  { import: 'default' }
)

let loading: Promise<void> | null = null

export function loadModuleCatalogues() {
  loading ??= Promise.all(
    Object.values(moduleCatalogues).map((load) =>
      load().then((messages) => Object.assign(catalogue, messages))
    )
  ).then(() => undefined)
  return loading
}

/** A signed-out screen's own strings, shipped with that screen rather than with every first paint. */
export function addMessages(messages: Record<string, string>) {
  Object.assign(catalogue, messages)
}

export function t(key: string, values: MessageValues = {}) {
  return formatMessage(catalogue[key] ?? key, values, 'en')
}

/** Whether the catalogue has a message for the key (t() answers the key itself when it has none). */
export function hasMessage(key: string) {
  return key in catalogue
}
