import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'node:net'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import type User from '#models/identity/user'
import { UserFactory, FACTORY_PASSWORD } from '#database/factories/identity/user_factory'
import { launchEmbeddedDatabase } from '../../../bin/embedded_database.js'

/*
| The commands run as an operator runs them: `node ace` in a process of its own,
| on the embedded database of the STORAGE_PATH given (whatever database the suite
| itself runs on). The "running app" is a database thread this test process
| serves from a storage directory, as the server does.
*/
type Run = { code: number | null; output: string }

function ace(storage: string, args: string[]): Promise<Run> {
  const env = childEnv(storage)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['ace', ...args], {
      cwd: fileURLToPath(app.appRoot),
      env,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

async function withPGlite<T>(storage: string, work: (pg: PGlite) => Promise<T>) {
  const pg = await PGlite.create({
    dataDir: join(storage, 'database'),
    extensions: { btree_gist, citext },
  })
  try {
    return await work(pg)
  } finally {
    await pg.close()
  }
}

/** Serves `storage`'s database from this process and opens a Lucid connection to it. */
async function serve(storage: string, connectionName: string) {
  const served = await launchEmbeddedDatabase(join(storage, 'database'))
  db.manager.add(connectionName, {
    client: 'pg',
    connection: { connectionString: served.url },
    pool: { min: 0, max: 1 },
  })
  return {
    connection: db.connection(connectionName),
    async stop() {
      await db.manager.close(connectionName, true)
      await served.stop()
    },
  }
}

function childEnv(storage: string, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, STORAGE_PATH: storage, ...extra }
  delete env.DATABASE_URL
  delete env.POSADA_EMBEDDED_DATABASE
  delete env.REDIS_URL
  return env
}

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The HTTP server, started as `node bin/server.ts` on `storage`'s embedded database. */
async function startServer(storage: string) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = childEnv(storage, { PORT: String(port), HOST: '127.0.0.1', APP_URL: base })
  const server = spawn(process.execPath, ['--import', '@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: fileURLToPath(app.appRoot),
    env,
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const stop = async () => {
    server.kill('SIGTERM')
    await exited
  }
  for (let waited = 0; waited < 60_000; waited += 250) {
    const up = await fetch(`${base}/up`).catch(() => null)
    if (up?.status === 200) return { base, stop }
    if (server.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('the server on the restored storage did not start')
}

/** Signs in as a browser would (the session and XSRF cookies of the sign-in page, then the form). */
async function signIn(base: string, email: string, password: string) {
  const inertia = { 'x-inertia': 'true', 'x-requested-with': 'XMLHttpRequest' }
  const probe = await fetch(`${base}/login`, { headers: inertia, redirect: 'manual' })
  const version = probe.headers.get('x-inertia-version') ?? ''
  const page = await fetch(`${base}/login`, {
    headers: { ...inertia, 'x-inertia-version': version },
    redirect: 'manual',
  })
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]
  const answer = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'cookie': cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf) },
    body: new URLSearchParams({ email, password }),
  })
  const jar = new Map(
    [...cookies, ...answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0])].map(
      (cookie) => [cookie.split('=')[0], cookie] as const
    )
  )
  const session = [...jar.values()]
  const dashboard = await fetch(`${base}/dashboard`, {
    headers: { ...inertia, 'x-inertia-version': version, 'cookie': session.join('; ') },
    redirect: 'manual',
  })
  const props = dashboard.status === 200 ? (await dashboard.json()).props : null
  return { location: answer.headers.get('location'), user: props?.user ?? null }
}

const temporaryDirs: string[] = []
async function freshStorage() {
  const dir = await mkdtemp(join(tmpdir(), 'posada-backup-'))
  temporaryDirs.push(dir)
  return dir
}

test.group('Backups of the embedded database', (group) => {
  let source: string
  let running: Awaited<ReturnType<typeof serve>>
  let baseline: string
  let user: User

  group.setup(async () => {
    source = await freshStorage()
    const migrated = await ace(source, ['migration:run', '--force'])
    if (migrated.code !== 0) throw new Error(`migration:run failed\n${migrated.output}`)
    running = await serve(source, 'backup_source')
    await running.connection.rawQuery(
      `CREATE TABLE backup_accounts (id int PRIMARY KEY, balance int NOT NULL);
       INSERT INTO backup_accounts VALUES (1, 1000), (2, 0);
       CREATE TABLE backup_transfers (id serial PRIMARY KEY)`
    )
    user = await UserFactory.client(running.connection).create()
    baseline = join(source, 'baseline.backup')
    const backedUp = await ace(source, ['posada:backup', '--out', baseline])
    if (backedUp.code !== 0) throw new Error(`posada:backup failed\n${backedUp.output}`)
    return async () => {
      await running.stop()
      for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true })
    }
  })

  test('a backup taken while transactions commit holds each of them whole or not at all', async ({
    assert,
  }) => {
    let writing = true
    let committed = 0
    const writer = (async () => {
      while (writing) {
        await running.connection.transaction(async (trx) => {
          await trx.rawQuery('UPDATE backup_accounts SET balance = balance - 1 WHERE id = 1')
          await trx.rawQuery('INSERT INTO backup_transfers DEFAULT VALUES')
          await trx.rawQuery('UPDATE backup_accounts SET balance = balance + 1 WHERE id = 2')
        })
        committed += 1
      }
    })()
    while (committed < 5) await new Promise((resolve) => setTimeout(resolve, 10))
    const before = committed
    const file = join(await freshStorage(), 'busy.backup')
    const backedUp = await ace(source, ['posada:backup', '--out', file])
    writing = false
    await writer

    assert.equal(backedUp.code, 0, backedUp.output)
    assert.include(backedUp.output, 'running app')
    const target = await freshStorage()
    const restored = await ace(target, ['posada:restore', file])
    assert.equal(restored.code, 0, restored.output)
    const state = await withPGlite(target, async (pg) => {
      const { rows } = await pg.query<{ total: number; moved: number; transfers: number }>(
        `SELECT (SELECT sum(balance)::int FROM backup_accounts) AS total,
                (SELECT balance FROM backup_accounts WHERE id = 2) AS moved,
                (SELECT count(*)::int FROM backup_transfers) AS transfers`
      )
      return rows[0]
    })
    assert.equal(state.total, 1000)
    assert.equal(state.moved, state.transfers)
    assert.isAtLeast(state.transfers, before)
    assert.isAtMost(state.transfers, committed)
  }).timeout(180_000)

  test('a backup restored into a new storage directory holds the data, and its users sign in', async ({
    assert,
  }) => {
    const target = await freshStorage()
    const restored = await ace(target, ['posada:restore', baseline])
    assert.equal(restored.code, 0, restored.output)
    const counted = `SELECT (SELECT count(*)::int FROM users) AS users,
                            (SELECT count(*)::int FROM permissions) AS permissions,
                            (SELECT count(*)::int FROM adonis_schema) AS migrations`
    const copied = await withPGlite(target, async (pg) => (await pg.query(counted)).rows[0])
    assert.deepEqual(copied, (await running.connection.rawQuery(counted)).rows[0])

    const server = await startServer(target)
    try {
      const refused = await signIn(server.base, user.email, 'not-the-password')
      assert.notEqual(refused.location, '/dashboard')
      assert.isNull(refused.user)
      const signedIn = await signIn(server.base, user.email, FACTORY_PASSWORD)
      assert.equal(signedIn.location, '/dashboard')
      assert.equal(signedIn.user?.email, user.email)
    } finally {
      await server.stop()
    }
  }).timeout(180_000)

  test('restore refuses a damaged or foreign file and writes nothing', async ({ assert }) => {
    const bytes = await readFile(baseline)
    bytes[bytes.length - 1000] ^= 0xff
    const damaged = join(await freshStorage(), 'damaged.backup')
    await writeFile(damaged, bytes)
    const foreign = join(await freshStorage(), 'notes.txt')
    await writeFile(foreign, 'posada notes\n')

    const target = await freshStorage()
    const refusedDamaged = await ace(target, ['posada:restore', damaged])
    assert.notEqual(refusedDamaged.code, 0)
    assert.include(refusedDamaged.output, 'is damaged')
    const refusedForeign = await ace(target, ['posada:restore', foreign, '--force'])
    assert.notEqual(refusedForeign.code, 0)
    assert.include(refusedForeign.output, 'is not a Posada backup')
    assert.deepEqual(await readdir(target), [])
  }).timeout(60_000)

  test('restore replaces a database only with --force, and never one an app is serving', async ({
    assert,
  }) => {
    const target = await freshStorage()
    assert.equal((await ace(target, ['posada:restore', baseline])).code, 0)
    await withPGlite(target, (pg) => pg.exec('CREATE TABLE written_after_restore (id int)'))
    const hasLaterTable = () =>
      withPGlite(target, async (pg) => {
        const { rows } = await pg.query(`SELECT to_regclass('written_after_restore') AS found`)
        return (rows[0] as { found: string | null }).found !== null
      })

    const refused = await ace(target, ['posada:restore', baseline])
    assert.notEqual(refused.code, 0)
    assert.include(refused.output, 'pass --force')
    assert.isTrue(await hasLaterTable())

    const whileServing = await ace(source, ['posada:restore', baseline, '--force'])
    assert.notEqual(whileServing.code, 0)
    assert.include(whileServing.output, 'stop it before restoring')

    const forced = await ace(target, ['posada:restore', baseline, '--force'])
    assert.equal(forced.code, 0, forced.output)
    assert.isFalse(await hasLaterTable())
    assert.deepEqual(
      (await readdir(target)).filter((name) => name !== 'database'),
      [],
      'nothing is left beside the restored database'
    )
    assert.isTrue(existsSync(join(target, 'database', 'PG_VERSION')))
  }).timeout(180_000)
})
