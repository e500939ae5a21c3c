/*
| The client side of the one translation layer: the same catalogue the server
| reads (every JSON file of resources/lang/<locale>/). The signed-out screens'
| strings (sign_in.json) ship with the first paint; the shell's (app.json and the
| few shared files) and each module's catalogue are fetched alongside the first
| page that needs them (see lib/pages.ts and lib/catalogue-groups.ts), so sign-in
| stays light and a page loads only its own module's strings. The message syntax (values and
| plurals) is the server's own, from one file.
*/
import signIn from '../../resources/lang/en/sign_in.json'
import { formatMessage, type MessageValues } from '../../resources/lang/message_format'
import { catalogueGroupsOf, type CatalogueGroup } from '@/lib/catalogue-groups'

const catalogue: Record<string, string> = { ...signIn }

const groups = import.meta.glob<Record<string, string>>('./catalogues/*.ts', { import: 'default' })

const loading = new Map<string, Promise<void>>()

function loadGroup(group: CatalogueGroup) {
  let load = loading.get(group)
  if (!load) {
    load = groups[`./catalogues/${group}.ts`]().then((messages) => {
      Object.assign(catalogue, messages)
    })
    /* A failed fetch is tried again by the next page that needs the group. */
    load.catch(() => loading.delete(group))
    loading.set(group, load)
  }
  return load
}

/** The strings the page needs (the shell's and its module's), fetched once per group. */
export function loadModuleCatalogues(page: string) {
  return Promise.all(catalogueGroupsOf(page).map(loadGroup)).then(() => undefined)
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
