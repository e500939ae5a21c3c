/*
| What the benchmark data generators share: a loopback-only PostgreSQL URL
| (they drop a schema), a plain pg client, command-line arguments, and the
| application's migrations run on the benchmark database without touching
| database/schema.ts.
*/
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

export type PgClient = {
  connect(): Promise<void>
  query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, any>[] }>
  end(): Promise<void>
}
/* pg ships no type declarations; this is the part of it used here. */
const pg = createRequire(import.meta.url)('pg') as {
  Client: new (config: { connectionString: string }) => PgClient
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/posada_bench'

export function argument(name: string, fallback: string): string {
  const prefix = `--${name}=`
  const inline = process.argv.find((arg) => arg.startsWith(prefix))
  if (inline) return inline.slice(prefix.length)
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

/** The host names of this machine that a benchmark may write to. */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/** Only a loopback server: the script drops a schema, so it must never reach another machine. */
export function loopbackUrl(raw: string) {
  const url = new URL(raw)
  if (!LOOPBACK_HOSTS.includes(url.hostname))
    throw new Error(`DATABASE_URL must point at 127.0.0.1, not ${url.hostname}`)
  const database = decodeURIComponent(url.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(database))
    throw new Error(`unexpected database name "${database}"`)
  if (database === 'postgres' || database === 'posada')
    throw new Error(
      `refusing to wipe the "${database}" database; use a database of its own, e.g. posada_bench`
    )
  return { url, database }
}

/** `?` placeholders (as Lucid's rawQuery takes them) to pg's $1, $2… */
export function numbered(sql: string) {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

export async function withClient<T>(
  connectionString: string,
  work: (client: PgClient) => Promise<T>
) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The PostgreSQL backends serving `database` (the app's pool), for their CPU. */
export function backendPids(connectionString: string, database: string) {
  return withClient(connectionString, async (client) => {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database]
    )
    return rows.map((row) => Number(row.pid))
  })
}

/** Creates the benchmark database when missing, then drops and recreates its public schema. */
export async function emptyDatabase(url: URL, database: string) {
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  await withClient(maintenance.href, async (client) => {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rows.length) await client.query(`CREATE DATABASE ${database}`)
  })
  await withClient(url.href, async (client) => {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  })
}

/* The demo administrator's password in every benchmark database the generators seed. */
export const BENCH_PASSWORD = 'bench-password-1234'

/**
 * Runs `node ace <args>` on the benchmark database (warnings only, the demo administrator
 * signing in with BENCH_PASSWORD), killed after `timeoutMs`; resolves with its output.
 */
export function ace(args: string[], databaseUrl: string, timeoutMs = 180_000) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['ace', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        POSADA_ADMIN_PASSWORD: BENCH_PASSWORD,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve(output)
      else reject(new Error(`ace ${args.join(' ')} failed (exit ${code}):\n${output}`))
    })
  })
}

/** The application's migrations, leaving database/schema.ts alone. */
export async function migrate(databaseUrl: string) {
  await ace(
    ['migration:run', '--force', '--no-schema-generate', '--compact-output'],
    databaseUrl,
    120_000
  )
}
