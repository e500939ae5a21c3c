/*
| A PostgreSQL session-level advisory lock held on a connection of its own, a
| pool of exactly one outside the application's: no query of the work can
| release it by ending its session, and the server releases it by itself if
| this process dies.
*/
import db from '@adonisjs/lucid/services/db'

/**
 * Runs `work` while holding the advisory lock `key` on the database of the
 * default connection. A second caller with the same key, in any process or on
 * any host, waits until the first is done; `onWait` is called when it must.
 */
export async function withAdvisoryLock<T>(
  key: number,
  work: () => Promise<T>,
  onWait: () => void = () => {}
): Promise<T> {
  const name = `advisory_lock_${key}`
  const { config } = db.manager.get(db.primaryConnectionName)!
  db.manager.add(name, { ...config, pool: { min: 0, max: 1 } })
  const connection = db.connection(name)
  try {
    const { rows } = await connection.rawQuery('select pg_try_advisory_lock(?) as locked', [key])
    if (!rows[0].locked) {
      onWait()
      await connection.rawQuery('select pg_advisory_lock(?)', [key])
    }
    return await work()
  } finally {
    /* Ending the lock's only session releases it. */
    await db.manager.close(name, true)
  }
}
