/*
| The POS's first load: the gzip size (level 9, each file as it is served) of the
| JavaScript the new-order screen needs before it can draw — the entry
| inertia/app.tsx and the Restaurant/Orders/Create page chunk, each with its
| static imports followed recursively, plus the string groups that page waits for
| (inertia/lib/catalogue-groups.ts: the shell's and its module's) and the class
| merger lib/pages.ts awaits before any signed-in page — against its 180 kB budget.
| Reads the Vite manifest of the production build (builds first when there is none).
|
|   node bench/pos_bundle.mjs          # or: node bench/run.mjs pos
*/
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { BUILD, ROOT, fmt, heading, table } from './lib/common.mjs'
import { ensureBuild } from './lib/build.mjs'
import { catalogueGroupsOf } from '../inertia/lib/catalogue-groups.ts'

const ENTRY = 'inertia/app.tsx'
const PAGES = [
  'inertia/pages/Restaurant/Orders/Create.tsx',
  'inertia/pages/Restaurant/Orders/Show.tsx',
]
const BASELINE = 'inertia/pages/Dashboard.tsx'
const BUDGET_BYTES = 180_000

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  const chunk = manifest[key]
  if (!chunk) throw new Error(`the manifest has no entry ${key} (build older than the POS?)`)
  seen.add(key)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen)
  return seen
}

export async function runPosBundle() {
  heading('pos: initial JavaScript of the POS screens (gzip -9)')
  await ensureBuild()
  const path = [
    join(BUILD, 'public/assets/.vite/manifest.json'),
    join(ROOT, 'public/assets/.vite/manifest.json'),
  ].find((candidate) => existsSync(candidate))
  if (!path) throw new Error('no Vite manifest: build first (node ace build)')
  const assets = join(path, '../..')
  const manifest = JSON.parse(readFileSync(path, 'utf8'))
  /* The class merger, and the string groups (lib/catalogue-groups.ts) the page waits for. */
  const merger = Object.keys(manifest).filter((key) =>
    key.startsWith('node_modules/tailwind-merge/')
  )
  const awaitedBy = (page) => [
    ...merger,
    ...catalogueGroupsOf(page.replace('inertia/pages/', '').replace(/\.tsx$/, '')).map(
      (group) => `inertia/lib/catalogues/${group}.ts`
    ),
  ]
  const sizes = new Map()
  const gzipOf = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(assets, file)), { level: 9 }).length)
    return sizes.get(file)
  }
  console.log(`manifest: ${relative(ROOT, path)}; budget ${fmt.kb(BUDGET_BYTES)} kB gzip`)
  const jsOf = (page) => {
    const keys = new Set(
      [ENTRY, page, ...awaitedBy(page)].flatMap((key) => [...closure(manifest, key)])
    )
    return [...new Set([...keys].map((key) => manifest[key].file))].filter((file) =>
      file.endsWith('.js')
    )
  }
  /* What every signed-in page loads anyway (the shell, the strings), taken from the Dashboard. */
  const shell = new Set(jsOf(BASELINE))
  const rows = []
  let verdict = 'PASS'
  for (const page of PAGES) {
    const files = jsOf(page)
    const own = [...closure(manifest, page)]
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js'))
    const total = files.reduce((sum, file) => sum + gzipOf(file), 0)
    const pageChunk = gzipOf(manifest[page].file)
    const beyond = files
      .filter((file) => !shell.has(file))
      .reduce((sum, file) => sum + gzipOf(file), 0)
    const pass = total <= BUDGET_BYTES
    if (!pass) verdict = 'FAIL'
    rows.push([
      page.replace('inertia/pages/', '').replace(/\.tsx$/, ''),
      files.length,
      fmt.kb(pageChunk),
      fmt.kb(own.reduce((sum, file) => sum + gzipOf(file), 0)),
      fmt.kb(beyond),
      fmt.kb(total),
      fmt.int(total),
      pass ? 'PASS' : 'FAIL',
    ])
  }
  console.log(
    table(
      [
        'page',
        'JS files',
        'page chunk kB',
        'page + imports kB',
        'beyond Dashboard kB',
        'initial JS kB',
        'bytes',
        '≤ 180 kB',
      ],
      rows
    )
  )
  console.log(
    `\nPOS initial JavaScript: ${verdict} (budget ${fmt.kb(BUDGET_BYTES)} kB gzip); the shell every signed-in page loads (${BASELINE}): ${fmt.kb([...shell].reduce((sum, file) => sum + gzipOf(file), 0))} kB gzip`
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runPosBundle()
