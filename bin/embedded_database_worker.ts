/*
| The embedded database's own thread (started by bin/embedded_database.ts): PGlite
| and its Postgres wire-protocol server on a loopback port. Queries run here, so a
| long one never holds up the web process's event loop (HTTP and the real-time
| server). Messages: it posts {type: 'ready', connection} or {type: 'failed',
| message}; it receives {type: 'stop'}, closes the server and the database, and ends.
*/
import { mkdir } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir } = workerData as { dataDir: string | undefined }
const port = parentPort!

try {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create({ dataDir, extensions: { btree_gist, citext } })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await server.start()
  port.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return
    await server.stop()
    await db.close()
    port.close()
  })
  port.postMessage({ type: 'ready', connection: server.getServerConn() })
} catch (error) {
  port.postMessage({ type: 'failed', message: (error as Error)?.stack ?? String(error) })
  port.close()
}
