import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, utimes } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'

const run = promisify(execFile)
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The files a clone of this checkout would hold: tracked and new, nothing generated or ignored. */
async function cloneFiles() {
  const { stdout } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    }
  )
  return stdout.split('\0').filter((file) => file && existsSync(join(ROOT, file)))
}

/** What the client imports from generated files: `~registry/...` aliases resolved by vite.config.ts. */
async function generatedAliases() {
  const config = await readFile(join(ROOT, 'vite.config.ts'), 'utf8')
  return [...config.matchAll(/'(~registry[^']*)': fileURLToPath\(\s*new URL\('\.\/([^']+)'/g)].map(
    ([, alias, path]) => ({ alias, path })
  )
}

test.group('A bare clone', () => {
  test('`npm test` writes the generated files the client imports before it runs', async ({
    assert,
  }) => {
    const copy = await mkdtemp(join(tmpdir(), 'posada-clone-'))
    try {
      for (const file of await cloneFiles()) {
        await cp(join(ROOT, file), join(copy, file), { preserveTimestamps: true })
      }
      assert.isFalse(existsSync(join(copy, '.adonisjs')), 'a clone starts without generated files')
      /*
      | The installed packages are shared, entry by entry, so that the copy's own
      | caches (Vite's optimized dependencies in node_modules/.vite) stay its own
      | and never disturb this suite's browser tests. An old lockfile time tells
      | bin/test.sh the packages are current.
      */
      await mkdir(join(copy, 'node_modules'))
      for (const entry of await readdir(join(ROOT, 'node_modules'))) {
        if (entry === '.vite') continue
        await symlink(join(ROOT, 'node_modules', entry), join(copy, 'node_modules', entry))
      }
      await utimes(join(copy, 'package-lock.json'), new Date(0), new Date(0))

      const { stdout } = await run(
        'bash',
        ['bin/test.sh', 'unit', '--files', 'tests/unit/platform/event_values.spec.ts'],
        {
          cwd: copy,
          timeout: 120_000,
          maxBuffer: 16 * 1024 * 1024,
          /* Its own port and its own in-memory database: never the database this suite runs on. */
          env: {
            PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
            HOME: process.env.HOME ?? copy,
            PORT: '3398',
            APP_URL: 'http://localhost:3398',
          },
        }
      )
      assert.match(stdout, /Tests\s+\d+ passed/)

      const aliases = await generatedAliases()
      assert.isAtLeast(aliases.length, 2)
      for (const { alias, path } of aliases) {
        assert.isTrue(existsSync(join(copy, path)), `${alias} → ${path} was generated`)
      }
      assert.isTrue(existsSync(join(copy, '.adonisjs/server/pages.d.ts')))
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
  }).timeout(180_000)
})
