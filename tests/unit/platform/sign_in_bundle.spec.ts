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
  test('every string the signed-out screens use ships in sign_in.json', ({ assert }) => {
    const signIn = JSON.parse(readFileSync(app.makePath('resources/lang/en/sign_in.json'), 'utf8'))
    const files = new Set(signedOutPages.flatMap((page) => [...staticClosure(page)]))
    const used = new Map<string, string>()
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
    const missing = [...used]
      .filter(([key]) => !(key in signIn))
      .map(([key, file]) => `${key} (${file})`)
    assert.deepEqual(missing, [])
  })
})
