import { test } from '@japa/runner'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import app from '@adonisjs/core/services/app'

/*
| The signed-out screens ship with the first paint only the strings of
| resources/lang/en/sign_in.json (inertia/lib/i18n.ts): every key they, or the
| components they import, ask for must be there, or the screen would show the key.
*/
const root = app.makePath('inertia')
const signedOutPages = [
  ...readdirSync(join(root, 'pages/Auth')).map((file) => join(root, 'pages/Auth', file)),
  join(root, 'pages/Welcome.tsx'),
]

function resolveLocal(specifier: string, from: string) {
  const base = specifier.startsWith('@/')
    ? join(root, specifier.slice(2))
    : join(dirname(from), specifier)
  const candidates = [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null
}

/** Every project file a page pulls in through static imports, the page included. */
function staticClosure(file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = readFileSync(file, 'utf8')
  for (const [, specifier] of source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)) {
    if (!specifier.startsWith('@/') && !specifier.startsWith('.')) continue
    const resolved = resolveLocal(specifier, file)
    if (resolved) staticClosure(resolved, seen)
  }
  return seen
}

test.group('Sign-in bundle', () => {
  test('every string a signed-out screen uses ships in sign_in.json or a catalogue it imports', ({
    assert,
  }) => {
    const catalogue = (name: string) =>
      JSON.parse(readFileSync(app.makePath(`resources/lang/en/${name}.json`), 'utf8'))
    const signIn = catalogue('sign_in')
    const used = new Map<string, string>()
    const shipped = new Map<string, Record<string, string>>()
    for (const page of signedOutPages) {
      const files = [...staticClosure(page)]
      const own = files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/resources\/lang\/en\/(\w+)\.json'/g)].map(
          ([, name]) => name
        )
      )
      shipped.set(page, Object.assign({}, signIn, ...own.map(catalogue)))
    }
    const files = new Set(signedOutPages.flatMap((page) => [...staticClosure(page)]))
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      assert.notMatch(source, /\bt\(`/, `${relative(root, file)} builds a key at run time`)
      for (const [, args] of source.matchAll(/\bt\(([^()]*)\)/g)) {
        for (const [, key] of args.matchAll(/'([a-z_]+(?:\.[a-z_]+)+)'/g)) {
          used.set(key, relative(root, file))
        }
      }
    }
    assert.isAbove(used.size, 40)
    /* A key counts as shipped when every signed-out page that pulls in its file has it. */
    const missing = [...used]
      .filter(([key, file]) =>
        signedOutPages.some(
          (page) => staticClosure(page).has(join(root, file)) && !(key in shipped.get(page)!)
        )
      )
      .map(([key, file]) => `${key} (${file})`)
    assert.deepEqual(missing, [])
  })

  test('the signed-out screens link only to routes of the signed-out registry', ({ assert }) => {
    const registry = readFileSync(app.makePath('.adonisjs/client/registry/signed_out.ts'), 'utf8')
    const known = new Set([...registry.matchAll(/^ {2}'([^']+)': '/gm)].map(([, name]) => name))
    assert.include([...known], 'login.store')
    const files = new Set(signedOutPages.flatMap((page) => [...staticClosure(page)]))
    const linked = new Map<string, string>()
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      /* The whole application's routing table would ship with the first paint. */
      assert.notMatch(source, /from '@\/lib\/routes'/, `${relative(root, file)} imports lib/routes`)
      for (const [, name] of source.matchAll(/(?:\broute=["']|\burlFor\(')([a-z_.]+)/g)) {
        linked.set(name, relative(root, file))
      }
    }
    assert.isAbove(linked.size, 10)
    const unknown = [...linked]
      .filter(([name]) => !known.has(name))
      .map(([name, file]) => `${name} (${file})`)
    assert.deepEqual(unknown, [])
  })
})
