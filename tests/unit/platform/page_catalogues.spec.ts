import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'
import { CATALOGUE_GROUPS, catalogueGroupsOf } from '../../../inertia/lib/catalogue-groups.js'

/*
| A signed-in page draws once the string groups lib/catalogue-groups.ts names for it
| are loaded (the shell's and its module's): every key it, its components or the
| layout ask for must be in them, or the page would show the key itself.
*/
const root = app.makePath('inertia')
const language = app.makePath('resources/lang/en')
const SIGNED_OUT = /^(Auth\/|Welcome$)/
const DASHBOARD_SECTION = /^\w+\.dashboard\./

function pagesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry)
    return statSync(path).isDirectory() ? pagesUnder(path) : path.endsWith('.tsx') ? [path] : []
  })
}

function resolveLocal(specifier: string, from: string) {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : join(dirname(from), specifier)
  const candidates = [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null
}

function staticClosure(file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s[^'"]*['"]([^'"]+)['"]/gm)) {
    if (!specifier.startsWith('@/') && !specifier.startsWith('.')) continue
    const resolved = resolveLocal(specifier, file)
    if (resolved) staticClosure(resolved, seen)
  }
  return seen
}

/** A glob of resources/lang/en as a pattern: `*` any word, `{a,b}` either. */
function globPattern(glob: string) {
  const body = glob
    .replaceAll('*', '\\w*')
    .replace(/\{([^}]+)\}/g, (_, list) => `(${list.replaceAll(',', '|')})`)
  return new RegExp(`^${body}\\.json$`)
}

/** A group's messages: the JSON files its module (inertia/lib/catalogues/<group>.ts) globs. */
function groupMessages(group: string): Record<string, string> {
  const source = readFileSync(join(root, `lib/catalogues/${group}.ts`), 'utf8')
  const globs = [
    ...source.matchAll(/'(!?)\.\.\/\.\.\/\.\.\/resources\/lang\/en\/([\w*{},]+)\.json'/g),
  ]
  const include = globs.filter(([, not]) => !not).map(([, , glob]) => globPattern(glob))
  const exclude = globs.filter(([, not]) => not).map(([, , glob]) => globPattern(glob))
  const files = readdirSync(language).filter(
    (file) => include.some((p) => p.test(file)) && !exclude.some((p) => p.test(file))
  )
  return Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(join(language, file), 'utf8')))
  )
}

/** Literal keys (t('a.b')) and the fixed start of keys built at run time (t(`a.b.${x}`)). */
function keysAskedFor(file: string) {
  const source = readFileSync(file, 'utf8')
  const literal = [...source.matchAll(/\bt\(\s*'([a-z_]+(?:\.[a-z_0-9]+)+)'/g)].map(
    ([, key]) => key
  )
  const prefixes = [...source.matchAll(/\bt\(\s*`([a-z_.]+)\$\{/g)]
    .map(([, prefix]) => prefix)
    .filter((prefix) => prefix.includes('.'))
  return { literal, prefixes }
}

test.group('Page catalogues', () => {
  test('every key a signed-in page asks for is in the string groups it waits for', ({ assert }) => {
    const messages = new Map(CATALOGUE_GROUPS.map((group) => [group, groupMessages(group)]))
    const signIn = JSON.parse(readFileSync(join(language, 'sign_in.json'), 'utf8'))
    const layoutFile = join(root, 'layouts/app-layout.tsx')
    const layout = staticClosure(layoutFile)
    const missing: string[] = []
    let checked = 0
    for (const path of pagesUnder(join(root, 'pages'))) {
      const page = relative(join(root, 'pages'), path).replace(/\.tsx$/, '')
      if (SIGNED_OUT.test(page)) continue
      const shipped = Object.assign(
        {},
        signIn,
        ...catalogueGroupsOf(page).map((group) => messages.get(group))
      )
      const own = staticClosure(path, new Set([layoutFile]))
      for (const file of new Set([...own, ...layout])) {
        const { literal, prefixes } = keysAskedFor(file)
        checked += literal.length + prefixes.length
        for (const key of literal) {
          /* The modules' Dashboard sections (in their manifests) draw on the Dashboard only. */
          if (!own.has(file) && DASHBOARD_SECTION.test(key)) continue
          if (!(key in shipped)) missing.push(`${page}: ${key} (${relative(root, file)})`)
        }
        for (const prefix of prefixes) {
          if (!Object.keys(shipped).some((key) => key.startsWith(prefix)))
            missing.push(`${page}: ${prefix}… (${relative(root, file)})`)
        }
      }
    }
    assert.isAbove(checked, 1000)
    assert.deepEqual([...new Set(missing)], [])
  })

  test('the groups together hold every client-side catalogue, each file once', ({ assert }) => {
    const files = readdirSync(language).filter(
      (file) => file.endsWith('.json') && !/^(sign_in|welcome|server)\.json$/.test(file)
    )
    const total = files.reduce(
      (sum, file) =>
        sum + Object.keys(JSON.parse(readFileSync(join(language, file), 'utf8'))).length,
      0
    )
    const grouped = CATALOGUE_GROUPS.reduce(
      (sum, group) => sum + Object.keys(groupMessages(group)).length,
      0
    )
    assert.equal(grouped, total)
  })
})
