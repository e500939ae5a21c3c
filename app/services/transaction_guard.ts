/*
| No query may wait for a second connection while its own request holds one in a
| transaction. On the embedded database the pool has ONE connection: a query that
| forgets `{ client: trx }` inside `db.transaction(async (trx) => …)` waits for the
| connection its own transaction holds, until the pool's acquire timeout, and every
| other request (`/up` included) waits behind it. On PostgreSQL it reads outside the
| transaction's snapshot and, under load, drains the pool the same way.
|
| While the guard is on (development and tests by default, POSADA_TRANSACTION_GUARD),
| the callback of every managed transaction runs in an AsyncLocalStorage context
| holding that transaction. Until it commits or rolls back, in that context:
|
| - taking a connection from the pool (a query without the transaction's client, a
|   new top-level `db.transaction`) fails at once with E_QUERY_OUTSIDE_TRANSACTION;
| - in tests, the global transaction that stands for the database
|   (`withGlobalTransaction`, which `db` and models then use when given no client)
|   is refused the same way, since outside the tests that query would take a pool
|   connection.
|
| The transaction's own client, its savepoints (`trx.transaction`) and its parents
| work as before; work after the commit (`afterCommit`) queries normally. A
| transaction begun without a callback (`await db.transaction()`) is not watched:
| the code here uses the callback form only.
*/
import { AsyncLocalStorage } from 'node:async_hooks'
import { Exception } from '@adonisjs/core/exceptions'
import { QueryClient, type Database } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { EmitterService } from '@adonisjs/core/types'

export class QueryOutsideTransaction extends Exception {
  static status = 500
  static code = 'E_QUERY_OUTSIDE_TRANSACTION'
}

type Transaction = TransactionClientContract
type Begin = (this: object, callback?: unknown, options?: unknown) => Promise<unknown>
type KnexClient = {
  acquireConnection: (...args: unknown[]) => Promise<unknown>
  query: (connection: unknown, query: unknown) => Promise<unknown>
}

const openTransactions = new AsyncLocalStorage<Transaction>()
/** Global transactions of the test suite: a query through one stands for a pool connection. */
const standsForPool = new WeakSet<object>()
const guarded = new WeakSet<object>()
let installed = false

function openTransaction() {
  const trx = openTransactions.getStore()
  return trx && !trx.isCompleted ? trx : null
}

function refusal(sql?: string) {
  return new QueryOutsideTransaction(
    'A query asked for a second database connection while this request holds one in an open ' +
      'transaction: it would wait for that very connection (forever on the one-connection ' +
      'embedded database). Run it with the transaction (`{ client: trx }`, `trx.…`), before ' +
      'the transaction opens, or after it commits (`afterCommit`)' +
      (sql ? `. Query: ${sql.slice(0, 200)}` : '.')
  )
}

function guardBegin(target: { transaction: Begin }) {
  if (guarded.has(target)) return
  guarded.add(target)
  const begin = target.transaction
  target.transaction = async function (this: object, callback?: unknown, options?: unknown) {
    if (standsForPool.has(this) && openTransaction()) throw refusal()
    if (typeof callback !== 'function') {
      const trx = (await begin.call(this, callback, options)) as Transaction
      guardBegin(Object.getPrototypeOf(trx))
      return trx
    }
    return begin.call(
      this,
      (trx: Transaction) => {
        guardBegin(Object.getPrototypeOf(trx))
        return openTransactions.run(trx, () => (callback as (trx: Transaction) => unknown)(trx))
      },
      options
    )
  }
}

/** The knex client behind a Lucid connection: every pool acquisition goes through it. */
function guardPool(connection: { client?: { client: KnexClient } } | undefined) {
  const client = connection?.client?.client
  if (!client || guarded.has(client)) return
  guarded.add(client)
  const acquire = client.acquireConnection
  client.acquireConnection = function (this: KnexClient, ...args: unknown[]) {
    if (openTransaction()) return Promise.reject(refusal())
    return acquire.apply(this, args)
  }
}

/** A global transaction (tests) answers for the database: guard it like the pool. */
function guardGlobal(trx: Transaction) {
  const knexClient = (trx.getWriteClient() as unknown as { client: KnexClient }).client
  if (standsForPool.has(trx)) return
  standsForPool.add(trx)
  const query = knexClient.query
  knexClient.query = function (this: KnexClient, connection: unknown, sql: unknown) {
    const open = openTransaction()
    if (open && open !== trx) {
      const text = typeof sql === 'string' ? sql : (sql as { sql?: string } | null)?.sql
      return Promise.reject(refusal(text))
    }
    return query.call(this, connection, sql)
  }
}

export function installTransactionGuard(db: Database, emitter: EmitterService) {
  if (installed) return
  installed = true
  guardBegin(QueryClient.prototype as unknown as { transaction: Begin })
  for (const { connection } of db.manager.connections.values()) guardPool(connection as never)
  emitter.on('db:connection:connect', (connection) => guardPool(connection as never))
  const beginGlobal = db.beginGlobalTransaction.bind(db)
  db.beginGlobalTransaction = async (...args: Parameters<typeof beginGlobal>) => {
    const trx = await beginGlobal(...args)
    guardGlobal(trx)
    return trx
  }
}
