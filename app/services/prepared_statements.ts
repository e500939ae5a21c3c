/*
| Reads as named prepared statements. Lucid (knex) sends every query unnamed, so
| PostgreSQL parses and plans it again on each request; a join of four tables costs
| more to plan than to run. Each pooled connection here gives every distinct SELECT
| (or WITH) text a name derived from the text, so the server parses it once per
| connection and may keep its plan, as PostgreSQL's own prepared statements do
| (plan_cache_mode stays `auto`: a generic plan is used only when it is not worse
| than the custom ones). Writes and multi-statement SQL (migrations) stay unnamed, and
| so does a read that starts with the comment CUSTOM_PLAN: one whose best plan depends
| on the values (a date range against the bookings, for instance), which PostgreSQL
| then plans each time.
|
| A statement prepared before a migration changed its table's columns fails with
| "cached plan must not change result type"; it is then prepared again under a new
| name and the query is retried once (outside a transaction that retry succeeds).
*/
import { createHash } from 'node:crypto'

type Callback = (error: (Error & { code?: string }) | null, result?: unknown) => void
type QueryConfig = { text: string; values?: unknown[]; name?: string; submit?: unknown }
export type PgConnection = { query: (config: unknown, ...rest: any[]) => unknown }

const READ = /^\s*(select|with)\b/i
/** Put before a read (`query.knexQuery.comment(CUSTOM_PLAN)`) to have it planned for its values every time. */
export const CUSTOM_PLAN = 'custom plan'
/** Distinct statements one connection keeps; further texts run unnamed. */
export const MAX_STATEMENTS_PER_CONNECTION = 1000

function isNameable(config: unknown): config is QueryConfig {
  if (typeof config !== 'object' || config === null) return false
  const { text, name, submit } = config as QueryConfig
  return typeof text === 'string' && !name && submit === undefined && READ.test(text)
}

function staleStatement(error: { code?: string; message?: string } | null) {
  return error?.code === '0A000' && /cached plan must not change result type/.test(error.message!)
}

export function prepareReads(connection: PgConnection) {
  const query = connection.query.bind(connection)
  const names = new Map<string, string>()
  let generation = 0
  const nameOf = (text: string) => {
    let name = names.get(text)
    if (!name && names.size < MAX_STATEMENTS_PER_CONNECTION) {
      name = `posada_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}_${generation}`
      names.set(text, name)
    }
    return name
  }

  connection.query = (config: unknown, ...rest: any[]) => {
    const callback = rest.find((argument) => typeof argument === 'function') as Callback | undefined
    if (!isNameable(config) || !callback) return query(config, ...rest)
    const name = nameOf(config.text)
    if (!name) return query(config, ...rest)
    return query({ ...config, name }, (error: Parameters<Callback>[0], result: unknown) => {
      if (!staleStatement(error)) return callback(error, result)
      names.delete(config.text)
      generation += 1
      const renamed = nameOf(config.text)
      query(
        { ...config, name: renamed },
        (retryError: Parameters<Callback>[0], retried: unknown) =>
          retryError ? callback(error, undefined) : callback(null, retried)
      )
    })
  }
}
