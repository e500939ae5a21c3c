import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BUILD, ROOT, fmt, heading, table } from './common.mjs'
import { ensureBuild } from './build.mjs'
import { catalogueGroupsOf } from '../../inertia/lib/catalogue-groups.ts'

const ENTRY = 'inertia/app.tsx'
const LOGIN = 'inertia/pages/Auth/Login.tsx'
/* Must match SIGNED_OUT in inertia/lib/pages.ts. */
const SIGNED_OUT = /^inertia\/pages\/(Auth\/|Welcome\.tsx$)/
/** Budget for the first render of the sign-in page, in kB of 1,000 bytes (as Vite prints them). */
const LOGIN_BUDGET_BYTES = 120_000

/*
| The server serves build/public; the build copies the repository's public/ there,
| so both manifests normally match. Prefer the one actually served.
*/
function locateManifest() {
  const candidates = [
    join(BUILD, 'public/assets/.vite/manifest.json'),
    join(ROOT, 'public/assets/.vite/manifest.json'),
  ]
  const found = candidates.filter((path) => existsSync(path))
  if (found.length === 0)
    throw new Error(
      `no Vite manifest found (looked at ${candidates.map((p) => relative(ROOT, p)).join(', ')})`
    )
  const path = found[0]
  const same =
    found.length === 2 ? readFileSync(found[0], 'utf8') === readFileSync(found[1], 'utf8') : null
  return { path, assets: join(path, '../..'), same }
}

/**
 * Chunks needed before the first render: the key's own file and, recursively, its
 * static `imports`. `dynamicImports` are left out — they load on demand.
 */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  const chunk = manifest[key]
  if (!chunk) throw new Error(`manifest has no entry ${key}`)
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

export async function runSize() {
  heading('size: initial JavaScript per page (gzip -9)')
  await ensureBuild()
  const { path, assets, same } = locateManifest()
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  console.log(
    `manifest: ${relative(ROOT, path)}${same === null ? '' : same ? ' (identical to public/assets/.vite/manifest.json)' : ' (differs from public/assets/.vite/manifest.json!)'}`
  )

  const gzipCache = new Map()
  const sizeOf = (file) => {
    if (!gzipCache.has(file)) {
      const bytes = readFileSync(join(assets, file))
      gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
    }
    return gzipCache.get(file)
  }

  const entryKeys = staticClosure(manifest, ENTRY)
  /*
  | lib/pages.ts loads these on demand but awaits them before the first render of
  | every page except the signed-out ones: the class merger (tailwind-merge) and
  | the string groups the page needs (lib/catalogue-groups.ts: the shell's and its
  | module's). They count for those pages.
  */
  const merger = Object.keys(manifest).filter((key) =>
    key.startsWith('node_modules/tailwind-merge/')
  )
  const awaitedKeys = (page) =>
    [
      ...merger,
      ...catalogueGroupsOf(page.replace('inertia/pages/', '').replace(/\.tsx$/, '')).map(
        (group) => `inertia/lib/catalogues/${group}.ts`
      ),
    ].flatMap((key) => [...staticClosure(manifest, key)])
  const pages = Object.keys(manifest).filter((key) => key.startsWith('inertia/pages/'))
  const results = pages.map((page) => {
    const keys = new Set([
      ...entryKeys,
      ...staticClosure(manifest, page),
      ...(SIGNED_OUT.test(page) ? [] : awaitedKeys(page)),
    ])
    const js = new Set(
      [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
    )
    const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []))
    const sum = (files) =>
      [...files].reduce(
        (acc, file) => {
          const size = sizeOf(file)
          return { raw: acc.raw + size.raw, gzip: acc.gzip + size.gzip }
        },
        { raw: 0, gzip: 0 }
      )
    return {
      page: page.replace('inertia/pages/', '').replace(/\.tsx$/, ''),
      key: page,
      files: [...js],
      js: sum(js),
      css: sum(css),
    }
  })
  results.sort((a, b) => b.js.gzip - a.js.gzip)

  console.log(
    `initial JS = ${ENTRY} + its static imports, plus the page chunk + its static imports (dynamic imports excluded), each file counted once,\n` +
      "plus, except on the signed-out screens, the page's string groups and the class merger that lib/pages.ts awaits before the first render;\n" +
      'each file gzipped on its own (level 9) as it is served; kB = 1,000 bytes'
  )
  console.log()
  console.log(
    table(
      ['page', 'JS files', 'JS raw kB', 'JS gzip kB', 'JS gzip bytes', 'CSS gzip kB'],
      results.map((r) => [
        r.page,
        r.files.length,
        fmt.kb(r.js.raw),
        fmt.kb(r.js.gzip),
        fmt.int(r.js.gzip),
        fmt.kb(r.css.gzip),
      ])
    )
  )

  const login = results.find((r) => r.key === LOGIN)
  const largest = results[0]
  console.log()
  console.log(
    `Login:   ${fmt.kb(login.js.gzip)} kB gzip (${fmt.int(login.js.gzip)} B) in ${login.files.length} files: ${login.files.join(', ')}`
  )
  console.log(
    `largest: ${largest.page} — ${fmt.kb(largest.js.gzip)} kB gzip (${fmt.int(largest.js.gzip)} B) in ${largest.files.length} files`
  )
  const cssFiles = [
    ...new Set(
      Object.values(manifest).flatMap((chunk) => [
        ...(chunk.css ?? []),
        ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ])
    ),
  ]
  for (const file of cssFiles) {
    const size = sizeOf(file)
    console.log(
      `CSS:     ${file} ${fmt.kb(size.raw)} kB raw, ${fmt.kb(size.gzip)} kB gzip (${fmt.int(size.gzip)} B)`
    )
  }
  const pass = login.js.gzip <= LOGIN_BUDGET_BYTES
  console.log(
    `budget:  Login initial JS ≤ ${fmt.kb(LOGIN_BUDGET_BYTES)} kB gzip → ${pass ? 'PASS' : 'FAIL'} (${fmt.kb(login.js.gzip)} kB)`
  )
  return { login, largest, pass }
}
