/*
| A COMMIT that fails fails its transaction.
|
| Knex settles a transaction's outcome on its `executionPromise` and resolves
| `commit()` whether the COMMIT succeeded or not; Lucid awaits only `commit()`.
| So a COMMIT that PostgreSQL refused (a deferred constraint) or never ran (the
| server restarting between the transaction's last statement and its COMMIT)
| was reported as saved: the request answered success, the after-commit work
| ran (broadcasts), and the write was not there. `node bench/run.mjs faults`
| found it: one acknowledged write lost in each PostgreSQL restart.
|
| Installed at boot, this makes every Lucid transaction's commit wait for that
| outcome and throw its error before the after-commit hooks run; the caller's
| transaction then rolls back as for any other error, and an outage's error
| (app/services/outages.ts) answers 503 "may or may not have been saved".
*/
import { QueryClient } from '@adonisjs/lucid/database'

type Transactor = {
  commit: (value?: unknown) => Promise<unknown>
  executionPromise?: Promise<unknown>
}
type LucidTransaction = { knexClient: Transactor; commit(): Promise<void> }
type Begin = (this: object, callback?: unknown, options?: unknown) => Promise<unknown>

const watched = new WeakSet<object>()
let installed = false

/** Patches the transaction class (once): its commit throws what the COMMIT threw. */
function watchCommits(transaction: object) {
  const prototype = Object.getPrototypeOf(transaction) as LucidTransaction
  if (watched.has(prototype)) return
  watched.add(prototype)
  const commit = prototype.commit
  prototype.commit = function (this: LucidTransaction) {
    const transactor = this.knexClient
    const knexCommit = transactor.commit
    transactor.commit = async (value?: unknown) => {
      const result = await knexCommit.call(transactor, value)
      /* Already settled by now: resolved when the COMMIT succeeded, rejected with its error. */
      await transactor.executionPromise
      return result
    }
    return commit.call(this)
  }
}

export function checkCommitOutcomes() {
  if (installed) return
  installed = true
  const prototype = QueryClient.prototype as unknown as { transaction: Begin }
  const begin = prototype.transaction
  prototype.transaction = async function (this: object, callback?: unknown, options?: unknown) {
    if (typeof callback !== 'function') {
      const trx = (await begin.call(this, callback, options)) as object
      watchCommits(trx)
      return trx
    }
    return begin.call(
      this,
      (trx: object) => {
        watchCommits(trx)
        return (callback as (trx: object) => unknown)(trx)
      },
      options
    )
  }
}
