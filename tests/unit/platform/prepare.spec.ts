import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { createFreshDatabase, queryDatabase } from '#tests/helpers/postgres'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Runs `node ace posada:prepare` on the database at `url`; resolves with its exit code and output. */
function prepare(url: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['ace', 'posada:prepare'],
      {
        cwd: ROOT,
        timeout: 120_000,
        /* A PostgreSQL server's database, even when this suite runs on the embedded one. */
        env: { ...process.env, DATABASE_URL: url, POSADA_EMBEDDED_DATABASE: '' },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (child.exitCode ?? 1) : 0, output: stdout + stderr })
    )
  })
}

test.group('posada:prepare', () => {
  test('two preparers started together migrate and seed a fresh database once', async ({
    assert,
    cleanup,
  }) => {
    const database = await createFreshDatabase('prepare')
    cleanup(() => database.drop())

    const runs = await Promise.all([prepare(database.url), prepare(database.url)])

    assert.deepEqual(
      runs.map((run) => run.code),
      [0, 0],
      runs.map((run) => run.output).join('\n')
    )
    const migrations = (await readdir(`${ROOT}database/migrations`)).filter((file) =>
      file.endsWith('.ts')
    )
    const [applied] = await queryDatabase(
      database.url,
      'select count(*)::int as n from adonis_schema'
    )
    assert.equal(applied.n, migrations.length)
    assert.lengthOf(
      runs.filter((run) => run.output.includes('Demo Administrator created')),
      1,
      'one preparer seeded the demo'
    )
  }).timeout(180_000)
})
