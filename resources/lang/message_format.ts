/*
| The catalogue's message syntax, one implementation for the server
| (app/services/i18n.ts) and the browser (inertia/lib/i18n.ts):
|
|   "Hello {name}"                                        a value
|   "{count, plural, one {# night} other {# nights}}"     a count: the branch is chosen by the
|                                                         locale's plural rules (Intl.PluralRules),
|                                                         # is the number, written for the locale
|   "{count, plural, =0 {no rooms} one {# room} other {# rooms}}"   an exact match comes first
|
| A branch may hold other values ({name}) and further plurals. Plain ICU
| subset: no select, no ordinal, no escaping — the catalogue never needs them.
| A value that is missing is left as {name}, so a forgotten value shows.
*/
export type MessageValues = Record<string, string | number>

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function rulesFor(locale: string) {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules
}

function numberFor(locale: string) {
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale)
    numberFormats.set(locale, format)
  }
  return format
}

/** The index of the brace that closes the one opened at `open`. */
function closing(message: string, open: number) {
  let depth = 0
  for (let index = open; index < message.length; index++) {
    if (message[index] === '{') depth++
    else if (message[index] === '}' && --depth === 0) return index
  }
  return -1
}

/** `one {# night} other {# nights}` → { one: '# night', other: '# nights' }. */
function branchesOf(body: string) {
  const branches: Record<string, string> = {}
  let index = 0
  while (index < body.length) {
    const open = body.indexOf('{', index)
    if (open === -1) break
    const selector = body.slice(index, open).trim()
    const close = closing(body, open)
    if (!selector || close === -1) break
    branches[selector] = body.slice(open + 1, close)
    index = close + 1
  }
  return branches
}

function plural(body: string, value: unknown, values: MessageValues, locale: string): string {
  const count = Number(value)
  const branches = branchesOf(body)
  const branch =
    branches[`=${count}`] ?? branches[rulesFor(locale).select(count)] ?? branches.other ?? ''
  const number = Number.isFinite(count) ? numberFor(locale).format(count) : String(value)
  return formatMessage(
    outsideBraces(branch, (text) => text.replace(/#/g, number)),
    values,
    locale
  )
}

/* Applies `change` to the text outside braces: a # inside a nested plural is that plural's own. */
function outsideBraces(message: string, change: (text: string) => string) {
  let result = ''
  let index = 0
  while (index < message.length) {
    const open = message.indexOf('{', index)
    if (open === -1) break
    const close = closing(message, open)
    if (close === -1) break
    result += change(message.slice(index, open)) + message.slice(open, close + 1)
    index = close + 1
  }
  return result + change(message.slice(index))
}

const given = (values: MessageValues, name: string) =>
  values[name] !== undefined && values[name] !== null

export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  let result = ''
  let index = 0
  while (index < message.length) {
    const open = message.indexOf('{', index)
    if (open === -1) break
    const close = closing(message, open)
    if (close === -1) break
    result += message.slice(index, open)
    const inner = message.slice(open + 1, close)
    const match = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner)
    if (match) {
      const [, name, body] = match
      result += given(values, name) ? plural(body, values[name], values, locale) : `{${inner}}`
    } else {
      const name = inner.trim()
      result += given(values, name) ? String(values[name]) : `{${inner}}`
    }
    index = close + 1
  }
  return result + message.slice(index)
}
