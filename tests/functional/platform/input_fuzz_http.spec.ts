import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFreshDatabase } from '#tests/helpers/postgres'

/*
| The fuzz over real HTTP, reduced so that the suite runs it: the restaurant's
| orders and payments cases (and the kitchen's, the cash drawers') sent by
| bench/lib/fuzz_http.ts to two Posada processes (node:cluster) on PostgreSQL +
| Redis, four forms in flight at once, on a database of their own. The full run
| is `node bench/run.mjs fuzz` (bench/README.md). The server listens on PORT + 4.
*/
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SUITE_PORT = Number(process.env.PORT ?? 3333)
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const RESTAURANT = 'POS calls|paying an order|moving orders|cash drawers|kitchen display'

test.group('Fuzz over HTTP', () => {
  test('orders and payments over HTTP to 2 processes: no 5xx, a message with every 4xx, nothing written when refused', async ({
    assert,
    cleanup,
  }) => {
    const database = await createFreshDatabase('fuzz_http')
    cleanup(() => database.drop())
    const report = join(tmpdir(), `posada-fuzz-http-${randomBytes(4).toString('hex')}.json`)
    cleanup(() => rmSync(report, { force: true }))
    const args = ['--processes', '2', '--concurrency', '4', '--runs', '10', '--only', RESTAURANT]
    const child = spawn(
      process.execPath,
      [
        '--import=@poppinss/ts-exec',
        'bench/lib/fuzz_http.ts',
        ...args,
        ...['--port', String(SUITE_PORT + 4), '--max-seconds', '50', '--json', report],
      ],
      {
        cwd: ROOT,
        detached: true,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          REDIS_URL,
          POSADA_EMBEDDED_DATABASE: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }
    )
    /* The run and its server processes are one process group: ended together, whatever happens. */
    cleanup(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {}
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.once('exit', resolve))

    assert.equal(code, 0, output)
    const result = JSON.parse(readFileSync(report, 'utf8'))
    assert.equal(result.workersAtEnd, 2, 'two server processes answered')
    assert.equal(result.forms, 18)
    assert.equal(result.routesFuzzed, 18)
    assert.isAbove(result.sent, 2 * result.forms)
    assert.isAbove(result.refused, 0)
    assert.equal(result.classes['5xx'], 0)
    assert.equal(result.writes, 0)
    assert.equal(result.noMessage, 0)
    assert.deepEqual(result.problems, [])
    assert.isFalse(result.truncated)
  }).timeout(90_000)
})
