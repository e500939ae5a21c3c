/*
| The health check's probe. Calls made while a probe is on its way share it: each
| answer still comes from a `select 1` that the database answered after the call
| was made, and a burst of health checks costs the database one query.
*/
import db from '@adonisjs/lucid/services/db'

let probe: Promise<boolean> | null = null

/** True when the database answers `select 1`, false when it fails to. */
export function databaseAnswers() {
  probe ??= db
    .rawQuery('select 1')
    .then(
      () => true,
      () => false
    )
    .finally(() => (probe = null))
  return probe
}
