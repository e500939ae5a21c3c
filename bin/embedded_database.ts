/*
| Embedded PostgreSQL: when DATABASE_URL is unset, Posada runs PGlite (PostgreSQL
| compiled to WebAssembly) in a worker thread of its own (bin/embedded_database_worker.ts)
| and serves it over the Postgres wire protocol on a loopback port, so Lucid's
| ordinary `pg` driver talks to it and no query runs on the web process's event loop.
| PGlite answers one session at a time, so the pool is capped at one connection
| (see config/database.ts). A database kept in a directory is announced next to
| it (servingFileOf) so that `posada:backup` and `posada:restore` find the process
| serving it: the backup is taken through that process, never by a second opener.
*/
import { readFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

export type EmbeddedDatabase = { url: string; stop(): Promise<void> }

/** How long a stopping database may take to close its files before its thread is ended. */
const STOP_GRACE_MS = 10_000

let running: EmbeddedDatabase | null = null

/* Compiled, the worker is JavaScript next to this file; from the sources, TypeScript. */
const workerFile = new URL(
  `./embedded_database_worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url
)

/** Where the embedded database keeps its files: `database` under STORAGE_PATH. */
export function embeddedDataDir(appRoot: URL) {
  /* STORAGE_PATH keeps the data outside build/ when the compiled app runs. */
  return join(process.env.STORAGE_PATH ?? fileURLToPath(new URL('storage', appRoot)), 'database')
}

/** The file in which the process serving a data directory announces itself. */
export function servingFileOf(dataDir: string) {
  return `${dataDir}.serving.json`
}

/**
 * Starts a database thread on `dataDir` (in memory when undefined) and resolves
 * once it serves. `exited` settles with the thread's exit code.
 */
export async function launchEmbeddedDatabase(dataDir: string | undefined) {
  const servingFile = dataDir ? servingFileOf(dataDir) : undefined
  const worker = new Worker(workerFile, { workerData: { dataDir, servingFile } })
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve))
  const connection = await new Promise<string>((resolve, reject) => {
    worker.once('message', (message: { type: string; connection?: string; message?: string }) =>
      message.type === 'ready'
        ? resolve(message.connection!)
        : reject(new Error(`the embedded database did not start: ${message.message}`))
    )
    worker.once('error', reject)
    exited.then((code) => reject(new Error(`the embedded database thread ended (${code})`)))
  })
  let stopped: Promise<void> | null = null
  return {
    url: `postgres://postgres:postgres@${connection}/postgres`,
    exited,
    stop() {
      stopped ??= (async () => {
        worker.postMessage({ type: 'stop' })
        const timer = setTimeout(() => worker.terminate(), STOP_GRACE_MS)
        await exited
        clearTimeout(timer)
      })()
      return stopped
    },
  }
}

export async function startEmbeddedDatabase(
  appRoot: URL,
  options: { inMemory: boolean }
): Promise<EmbeddedDatabase> {
  if (running) return running
  const launched = await launchEmbeddedDatabase(
    options.inMemory ? undefined : embeddedDataDir(appRoot)
  )
  let stopping = false
  /* A database that goes away while the app runs leaves it nothing to serve: stop. */
  launched.exited.then((code) => {
    if (stopping) return
    console.error(`The embedded database stopped unexpectedly (thread exit code ${code}).`)
    process.exit(1)
  })

  const handle: EmbeddedDatabase = {
    url: launched.url,
    async stop() {
      if (running !== handle) return
      running = null
      stopping = true
      await launched.stop()
    },
  }
  running = handle
  return handle
}

export type ServingDatabase = { pid: number; port: number; token: string }

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live process serving `dataDir`, if any (a file left by one that died is ignored). */
export async function servingDatabase(dataDir: string): Promise<ServingDatabase | null> {
  const serving = await readFile(servingFileOf(dataDir), 'utf8')
    .then((text) => JSON.parse(text) as ServingDatabase)
    .catch(() => null)
  if (!serving || !isAlive(serving.pid)) return null
  const answers = await new Promise<boolean>((resolve) => {
    const probe = connect(serving.port, '127.0.0.1', () => {
      probe.end()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
  return answers ? serving : null
}

export type Snapshot = { migrations: { count: number; latest: string | null }; archive: Buffer }

/** Asks the thread serving a data directory for a snapshot (a gzipped tar of its files). */
export function requestSnapshot(serving: ServingDatabase): Promise<Snapshot> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(serving.port, '127.0.0.1', () => socket.write(`${serving.token}\n`))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.once('error', reject)
    socket.once('end', () => {
      const answer = Buffer.concat(chunks)
      const newline = answer.indexOf(10)
      let header: { error?: string; bytes?: number; migrations?: Snapshot['migrations'] } | null
      try {
        header = JSON.parse(answer.subarray(0, newline).toString('utf8'))
      } catch {
        header = null
      }
      const archive = answer.subarray(newline + 1)
      if (!header) return reject(new Error('the running database sent no snapshot'))
      if (header.error) return reject(new Error(`the running database refused: ${header.error}`))
      if (archive.length !== header.bytes)
        return reject(new Error('the snapshot from the running database was cut short'))
      resolve({ migrations: header.migrations!, archive })
    })
  })
}

/**
 * Points DATABASE_URL at the embedded database when the environment gives none,
 * and reports whether it did.
 */
export async function useEmbeddedDatabaseWhenUnset(appRoot: URL, options: { inMemory: boolean }) {
  if (process.env.DATABASE_URL) return null
  const embedded = await startEmbeddedDatabase(appRoot, options)
  process.env.DATABASE_URL = embedded.url
  process.env.POSADA_EMBEDDED_DATABASE = 'true'
  return embedded
}
