/*
| Several Posada processes on one port (node:cluster). The primary runs no
| application: it forks WEB_CONCURRENCY workers, each the whole app with its own
| websocket server (sessions, rate limits, broadcasts and presence are shared
| through Redis), replaces a worker that dies, and on signals:
|
|   SIGTERM, SIGINT   stops every worker gracefully, then exits
|   SIGHUP            rolling restart: one worker at a time, a new one is started
|                     and ready before the old one stops gracefully
*/
import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import { EnvLoader, EnvParser } from '@adonisjs/core/env'

/** The message a worker sends once its application is ready, websocket server included. */
export const WORKER_READY = 'posada:ready'

/** A worker that lived less than this before dying counts towards the crash-loop backoff. */
const HEALTHY_UPTIME_MS = 30_000
const MAX_BACKOFF_MS = 30_000

/** The environment as the application will see it: the process's first, then the .env files. */
async function readEnvironment(appRoot: URL): Promise<Record<string, string | undefined>> {
  const values: Record<string, string | undefined> = {}
  for (const { contents } of await new EnvLoader(appRoot).load()) {
    const parsed = await new EnvParser(contents, appRoot).parse()
    for (const [key, value] of Object.entries(parsed)) values[key] ??= String(value)
  }
  return { ...values, ...process.env }
}

/**
 * How many processes to run and, when several were possible but one runs, why.
 * Development servers (`node ace serve`) always run one, since they reload.
 */
export async function planProcesses(appRoot: URL): Promise<{ workers: number; reason?: string }> {
  const env = await readEnvironment(appRoot)
  if (env.NODE_ENV !== 'production') return { workers: 1 }
  /* The embedded database is chosen on the environment alone (bin/embedded_database.ts). */
  if (!process.env.DATABASE_URL) {
    return {
      workers: 1,
      reason:
        'One process: the embedded database serves one (set DATABASE_URL and REDIS_URL for WEB_CONCURRENCY)',
    }
  }
  if (!env.REDIS_URL) {
    return {
      workers: 1,
      reason:
        'One process: without REDIS_URL, sessions and real-time are not shared (set it for WEB_CONCURRENCY)',
    }
  }
  const requested = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10)
  return { workers: requested > 0 ? requested : availableParallelism() }
}

/** Forks one worker and resolves once it is ready; rejects if it exits first. */
function fork(): Promise<Worker> {
  const worker = cluster.fork()
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(
        new Error(`worker ${worker.process.pid} exited (${signal ?? code}) before it was ready`)
      )
    worker.once('exit', onExit)
    worker.on('message', (message) => {
      if (message !== WORKER_READY) return
      worker.off('exit', onExit)
      resolve(worker)
    })
  })
}

function exited(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve()
  return new Promise((resolve) => worker.once('exit', () => resolve()))
}

/** Runs the primary: `count` workers until SIGTERM or SIGINT. */
export function runPrimary(count: number) {
  const log = (line: string) => console.log(`› ${line}`)
  /*
  | The workers accept connections from the shared socket themselves. With the
  | default round-robin the primary accepts them and hands each to a worker: one
  | handed to a worker that has just been killed (SIGKILL, out of memory) is
  | neither answered nor handed to another, and its client waits until it gives
  | up. Accepting in the workers, a dead worker's connections are reset at once
  | and those not yet accepted go to the others.
  */
  cluster.schedulingPolicy = cluster.SCHED_NONE
  const serving = new Set<Worker>()
  /* Workers stopped on purpose (stop, rolling restart): not replaced when they exit. */
  const leaving = new WeakSet<Worker>()
  let stopping = false
  let restarting = false
  let failures = 0

  const start = async () => {
    const startedAt = Date.now()
    const worker = await fork()
    serving.add(worker)
    worker.once('exit', (code, signal) => {
      serving.delete(worker)
      if (stopping || leaving.has(worker)) return
      failures = Date.now() - startedAt < HEALTHY_UPTIME_MS ? failures + 1 : 0
      replace(`worker ${worker.process.pid} died (${signal ?? code})`)
    })
    return worker
  }

  /* A crash loop waits longer each time: 0, 1, 2, 4… up to 30 s between attempts. */
  const replace = (why: string) => {
    const delay = failures === 0 ? 0 : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1))
    log(`${why}; starting another${delay ? ` in ${delay / 1000} s` : ''}`)
    setTimeout(() => {
      if (stopping) return
      start().then(
        (worker) => log(`worker ${worker.process.pid} ready`),
        (error: Error) => {
          failures += 1
          replace(error.message)
        }
      )
    }, delay)
  }

  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal}: stopping ${serving.size} workers`)
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
    for (const worker of workers) worker.process.kill('SIGTERM')
    await Promise.all(workers.map(exited))
    process.exit(0)
  }

  const rollingRestart = async () => {
    if (restarting || stopping) return
    restarting = true
    log(`SIGHUP: restarting ${serving.size} workers one at a time`)
    try {
      for (const old of [...serving]) {
        if (stopping) return
        await start()
        leaving.add(old)
        serving.delete(old)
        old.process.kill('SIGTERM')
        await exited(old)
      }
      log('rolling restart done')
    } catch (error) {
      log(`rolling restart stopped: ${(error as Error).message}`)
    } finally {
      restarting = false
    }
  }

  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGHUP', () => void rollingRestart())

  log(`starting ${count} workers (WEB_CONCURRENCY)`)
  const first = Array.from({ length: count }, () =>
    start().catch((error: Error) => {
      failures += 1
      replace(error.message)
    })
  )
  void Promise.all(first).then(() => log(`${serving.size} workers ready`))
}
