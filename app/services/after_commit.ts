/*
| Work that must wait until a change is durable (broadcasts, activity-log listeners):
|
|   afterCommit(trx, () => broadcast('hotel.rooms', 'RoomStatusChanged', payload))
|
| Without a transaction it runs at once. Inside one it runs after the OUTERMOST
| transaction commits: a nested transaction is a savepoint, and releasing it commits
| nothing, since its parent may still roll back. After a rollback, or a COMMIT that
| fails, it never runs. A failure inside the work is logged, never thrown into the
| request that made the change.
|
| The test suite wraps each test in one global transaction that stands for the
| database itself (it is rolled back at the end): the transaction just below it is
| treated as the outermost one, and work given the global transaction runs at once.
*/
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Knex } from 'knex'

type Client = QueryClientContract | TransactionClientContract | null | undefined
type Work = () => unknown

/** Work waiting for each outermost transaction (keyed by its knex transaction). */
const waiting = new WeakMap<Knex.Transaction, Work[]>()

function run(work: Work) {
  try {
    Promise.resolve(work()).catch((error) =>
      logger.error({ err: error }, 'after-commit work failed')
    )
  } catch (error) {
    logger.error({ err: error }, 'after-commit work failed')
  }
}

function outermostTransaction(client: Client): Knex.Transaction | null {
  if (!client || !('isTransaction' in client) || !client.isTransaction) return null
  const global = db.connectionGlobalTransactions.get(client.connectionName)?.getWriteClient()
  let transaction = client.getWriteClient() as Knex.Transaction
  if (transaction === global) return null
  while (transaction.parentTransaction && transaction.parentTransaction !== global) {
    transaction = transaction.parentTransaction
  }
  return transaction
}

export function afterCommit(client: Client, work: Work) {
  const transaction = outermostTransaction(client)
  if (!transaction) return run(work)
  let queue = waiting.get(transaction)
  if (!queue) {
    const pending: Work[] = []
    queue = pending
    waiting.set(transaction, pending)
    /*
    | knex resolves a transaction's executionPromise on COMMIT and on ROLLBACK alike,
    | and rejects it when the COMMIT itself fails; only a successful commit() call
    | followed by a fulfilled executionPromise means the change is durable.
    */
    const commit = transaction.commit.bind(transaction)
    transaction.commit = (async (...args: Parameters<typeof commit>) => {
      const result = await commit(...args)
      const committed = await transaction.executionPromise.then(
        () => true,
        () => false
      )
      if (committed) pending.splice(0).forEach(run)
      return result
    }) as typeof transaction.commit
  }
  queue.push(work)
}
