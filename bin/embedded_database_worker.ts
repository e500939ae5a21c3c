/*
| The embedded database's own thread (started by bin/embedded_database.ts): PGlite
| and its Postgres wire-protocol server on a loopback port. Queries run here, so a
| long one never holds up the web process's event loop (HTTP and the real-time
| server). Messages: it posts {type: 'ready', connection} or {type: 'failed',
| message}; it receives {type: 'stop'}, closes the server and the database, and ends.
|
| A database kept in a directory is also announced in `servingFile` (next to the
| directory): this process's id and a loopback port, with a token, on which
| `node ace posada:backup` asks this thread for a snapshot, taken here because
| no other process may open the directory while this one serves it.
*/
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, servingFile } = workerData as {
  dataDir: string | undefined
  servingFile: string | undefined
}
const port = parentPort!

/** How long a snapshot waits for the session's open transaction to end. */
const SNAPSHOT_WAIT_MS = 30_000

/** A simple-query message of the Postgres protocol. */
function simpleQuery(text: string) {
  const body = Buffer.from(`${text}\0`)
  const message = Buffer.alloc(5 + body.length)
  message.write('Q', 0)
  message.writeInt32BE(4 + body.length, 1)
  body.copy(message, 5)
  return new Uint8Array(message)
}

/*
| The snapshot is taken between two messages of the wire protocol (holding the
| lock the socket server takes for each) and while no transaction is open, so
| it holds every committed transaction and nothing else; opening it replays the
| write-ahead log like any restart.
*/
async function takeSnapshot(db: PGlite) {
  const giveUpAt = Date.now() + SNAPSHOT_WAIT_MS
  for (;;) {
    const snapshot = await db.runExclusive(async () => {
      if (db.isInTransaction()) return null
      /* The stream variant: the plain one would answer the socket server's client. */
      const messages = await db.execProtocolStream(
        simpleQuery('SELECT count(*) OVER (), name FROM adonis_schema ORDER BY id DESC LIMIT 1'),
        { throwOnError: false }
      )
      const row = messages.find((message) => message.name === 'dataRow') as
        { fields: (string | null)[] } | undefined
      const archive = await db.fs!.dumpTar('pgdata', 'gzip')
      const migrations = { count: Number(row?.fields[0] ?? 0), latest: row?.fields[1] ?? null }
      return { migrations, archive: Buffer.from(await archive.arrayBuffer()) }
    })
    if (snapshot) return snapshot
    if (Date.now() > giveUpAt) throw new Error('a transaction stayed open for 30 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Answers `<token>\n` with one line of JSON (the header or an error) and the archive. */
function serveSnapshots(db: PGlite, token: string) {
  return createServer((socket) => {
    let received = ''
    socket.setEncoding('utf8')
    socket.on('error', () => socket.destroy())
    socket.on('data', async (chunk: string) => {
      received += chunk
      if (!received.includes('\n')) return
      socket.removeAllListeners('data')
      if (received.split('\n')[0] !== token) return socket.end('{"error":"refused"}\n')
      try {
        const { migrations, archive } = await takeSnapshot(db)
        socket.write(`${JSON.stringify({ migrations, bytes: archive.length })}\n`)
        socket.end(archive)
      } catch (error) {
        socket.end(`${JSON.stringify({ error: (error as Error).message })}\n`)
      }
    })
  })
}

async function announce(db: PGlite, file: string) {
  const token = randomBytes(24).toString('hex')
  const snapshots: Server = serveSnapshots(db, token)
  await new Promise<void>((resolve) => snapshots.listen(0, '127.0.0.1', resolve))
  const { port: snapshotPort } = snapshots.address() as { port: number }
  await writeFile(file, JSON.stringify({ pid: process.pid, port: snapshotPort, token }), {
    mode: 0o600,
  })
  return async () => {
    snapshots.close()
    /* A server started since on the same directory announced itself there: leave its file. */
    const current = await readFile(file, 'utf8').catch(() => '')
    if (current.includes(token)) await rm(file, { force: true })
  }
}

try {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create({ dataDir, extensions: { btree_gist, citext } })
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 })
  await server.start()
  const withdraw = servingFile ? await announce(db, servingFile) : null
  port.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return
    await withdraw?.()
    await server.stop()
    await db.close()
    port.close()
  })
  port.postMessage({ type: 'ready', connection: server.getServerConn() })
} catch (error) {
  port.postMessage({ type: 'failed', message: (error as Error)?.stack ?? String(error) })
  port.close()
}
