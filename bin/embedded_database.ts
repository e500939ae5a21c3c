/*
| Embedded PostgreSQL: when DATABASE_URL is unset, Posada runs PGlite (PostgreSQL
| compiled to WebAssembly) in-process and serves it over the Postgres wire
| protocol on a loopback port, so Lucid's ordinary `pg` driver talks to it.
| PGlite answers one session at a time, so the pool is capped at one connection
| (see config/database.ts).
*/
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type EmbeddedDatabase = { url: string; stop(): Promise<void> }

let running: EmbeddedDatabase | null = null

export async function startEmbeddedDatabase(
  appRoot: URL,
  options: { inMemory: boolean }
): Promise<EmbeddedDatabase> {
  if (running) return running
  const { PGlite } = await import('@electric-sql/pglite')
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist')
  const { citext } = await import('@electric-sql/pglite/contrib/citext')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')

  let dataDir: string | undefined
  if (!options.inMemory) {
    /* STORAGE_PATH keeps the data outside build/ when the compiled app runs. */
    dataDir = join(process.env.STORAGE_PATH ?? fileURLToPath(new URL('storage', appRoot)), 'database')
    await mkdir(dataDir, { recursive: true })
  }
  const db = await PGlite.create({ dataDir, extensions: { btree_gist, citext } })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await server.start()

  const handle: EmbeddedDatabase = {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    async stop() {
      if (running !== handle) return
      running = null
      await server.stop()
      await db.close()
    },
  }
  running = handle
  return handle
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
