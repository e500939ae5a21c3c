/*
| The real server (bin/server.ts) as a child process, for tests that start, signal
| and kill whole Posada processes:
|
|   const posada = startPosada({ port, workers: 2, env: { DATABASE_URL: url } })
|   cleanup(() => posada.kill())
|   await posada.line(/2 workers ready/)
|
| By default it runs in production mode (so that WEB_CONCURRENCY workers run on
| PostgreSQL and Redis), keeps sessions in Redis and serves the realtime app of
| tests/unit/realtime/helpers.ts; `env` overrides any of it.
*/
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { APP, REDIS_URL } from '#tests/unit/realtime/helpers'
import { createFreshDatabase, postgresServerUrl } from '#tests/helpers/postgres'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const run = promisify(execFile)

export interface Posada {
  child: ChildProcess
  exited: Promise<number | null>
  base: string
  /** Resolves with the first line of output (seen or to come) that matches. */
  line(match: RegExp, timeoutMs?: number): Promise<string>
  output(): string
  /** The process ids of the workers the primary runs now. */
  workers(): Promise<number[]>
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>
  /** SIGKILL to the process and its workers, for teardown whatever happened. */
  kill(): Promise<void>
}

export function startPosada(options: {
  port: number
  workers?: number
  env?: NodeJS.ProcessEnv
}): Posada {
  const base = `http://127.0.0.1:${options.port}`
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SESSION_DRIVER: 'redis',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      APP_URL: base,
      WEB_CONCURRENCY: String(options.workers ?? 1),
      DATABASE_URL: postgresServerUrl(),
      POSADA_EMBEDDED_DATABASE: '',
      REDIS_URL,
      REVERB_APP_ID: APP.id,
      REVERB_APP_KEY: APP.key,
      REVERB_APP_SECRET: APP.secret,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const lines: string[] = []
  const waiters: Array<{ match: RegExp; resolve: (line: string) => void }> = []
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line)
      for (const waiter of waiters.filter(({ match }) => match.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(line)
      }
    })
  }
  const workers = async () => {
    const { stdout } = await run('pgrep', ['-P', String(child.pid)]).catch(() => ({ stdout: '' }))
    return stdout.trim().split('\n').filter(Boolean).map(Number)
  }
  const gone = () => child.exitCode !== null || child.signalCode !== null
  return {
    child,
    exited,
    base,
    output: () => lines.join('\n'),
    workers,
    line(match, timeoutMs = 60_000) {
      const seen = lines.find((line) => match.test(line))
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no line ${match} in:\n${lines.join('\n')}`)),
          timeoutMs
        )
        waiters.push({
          match,
          resolve: (line) => {
            clearTimeout(timer)
            resolve(line)
          },
        })
      })
    },
    async stop(graceMs = 10_000) {
      if (gone()) return
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      child.kill('SIGTERM')
      await exited
      clearTimeout(timer)
    },
    async kill() {
      if (gone()) return
      for (const pid of await workers()) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {}
      }
      child.kill('SIGKILL')
      await exited
    },
  }
}

/** Runs `node ace <args>` in the app root; rejects with its output when it fails. */
export function runAce(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000) {
  const child = spawn(process.execPath, ['ace.js', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  return new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`ace ${args.join(' ')} exited with ${code}\n${output}`))
    })
  )
}

/**
 * A fresh PostgreSQL database with the schema and the demo data (`posada:prepare`),
 * its administrator signing in with `adminPassword`; `drop` removes it.
 */
export async function preparedDatabase(label: string, adminPassword: string) {
  const database = await createFreshDatabase(label)
  try {
    await runAce(['posada:prepare'], {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      POSADA_EMBEDDED_DATABASE: '',
      POSADA_ADMIN_PASSWORD: adminPassword,
    })
  } catch (error) {
    await database.drop()
    throw error
  }
  return database
}

/** A cookie jar that sends back what the server set, the way a browser does. */
export function cookieClient(base: string) {
  const jar = new Map<string, string>()
  const send = async (path: string, init: RequestInit = {}) => {
    const started = Date.now()
    const response = await fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...init.headers,
      },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';', 1)
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
    const body = await response.text()
    return { status: response.status, headers: response.headers, body, ms: Date.now() - started }
  }
  return {
    send,
    cookies: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    /** The sign-in page is asked for as Inertia does, so no HTML (nor built assets) is needed. */
    async signIn(account: { email: string; password: string }) {
      await send('/login', { headers: { 'x-inertia': 'true' } })
      return send('/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        },
        body: new URLSearchParams(account).toString(),
      })
    },
  }
}
