/*
| A service that is away for a moment (PostgreSQL restarting, Redis stopped) is
| not a fault of the request: the answer is 503 with Retry-After, and the request
| can be sent again once the service is back. The pools reconnect by themselves
| (config/database.ts, config/redis.ts), so nothing needs a restart.
|
| What counts as "away": the connection was refused, reset or closed, PostgreSQL
| said it is shutting down or starting up (57P01, 57P02, 57P03) or reported a
| connection exception (class 08), no pooled connection could be had in time, a
| statement ran out of time (PostgreSQL cancelled it, 57014, or no answer came
| within the client's own limit: config/database.ts), or a Redis command found no
| connection. Anything else stays a server error.
*/

export type Outage = 'database' | 'database_commit' | 'sessions'

/** Seconds a client is asked to wait before sending the request again. */
export const RETRY_AFTER_SECONDS = 5

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
])
/* 57014: query_canceled, which is what statement_timeout raises. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03', '57014'])
/* `pg`'s own query_timeout. */
const NO_ANSWER = /Query read timeout$/
const PG_CONNECTION_LOST =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect/
const REDIS_CONNECTION_LOST =
  /Connection is closed|Stream isn't writeable|Reached the max retries per request|Command timed out/

/** Marks an error raised by a COMMIT: whether the transaction was saved is not known. */
export const AT_COMMIT = Symbol('posada.atCommit')

type ErrorShape = {
  code?: unknown
  name?: unknown
  message?: unknown
  cause?: unknown
  [AT_COMMIT]?: boolean
}

function* chain(error: unknown) {
  let current = error as ErrorShape | null | undefined
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current
    current = current.cause as ErrorShape | null | undefined
  }
}

function databaseAway(error: ErrorShape) {
  const code = String(error.code ?? '')
  if (SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true
  if (error.name === 'KnexTimeoutError') return true
  const message = String(error.message ?? '')
  return PG_CONNECTION_LOST.test(message) || NO_ANSWER.test(message)
}

function redisAway(error: ErrorShape) {
  if (error.name === 'MaxRetriesPerRequestError') return true
  return REDIS_CONNECTION_LOST.test(String(error.message ?? ''))
}

/** Which service an error says is away, or null when it is an ordinary fault. */
export function outageOf(error: unknown): Outage | null {
  for (const link of chain(error)) {
    if (redisAway(link)) return 'sessions'
    if (databaseAway(link) || SOCKET_CODES.has(String(link.code ?? ''))) {
      return link[AT_COMMIT] ? 'database_commit' : 'database'
    }
  }
  return null
}

/* The connection was already unusable, so the COMMIT never left: nothing was saved. */
const NEVER_SENT = /not queryable/

type Callback = (error: ErrorShape | null, result: unknown) => void
type PgConnection = {
  query: (config: unknown, ...rest: any[]) => unknown
  connection?: { stream?: { destroy(): void } }
}

/**
 * Labels a COMMIT that failed because the connection went away after it was
 * sent: the server may have saved the transaction or not, and the answer must
 * not claim either.
 *
 * A statement that got no answer in time leaves its connection waiting for one:
 * the connection is closed, so that the pool drops it (and the server rolls back
 * what it held) instead of handing it to the next request.
 */
export function watchForOutages(connection: PgConnection) {
  const query = connection.query.bind(connection)
  connection.query = (config: unknown, ...rest: any[]) => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown })?.text
    const at = rest.findIndex((argument) => typeof argument === 'function')
    if (at < 0) return query(config, ...rest)
    const isCommit = typeof text === 'string' && /^\s*COMMIT\b/i.test(text)
    const callback = rest[at] as Callback
    rest[at] = (error: ErrorShape | null, result: unknown) => {
      if (error && NO_ANSWER.test(String(error.message ?? ''))) {
        connection.connection?.stream?.destroy()
      }
      if (isCommit && error && outageOf(error) && !NEVER_SENT.test(String(error.message ?? ''))) {
        error[AT_COMMIT] = true
      }
      callback(error, result)
    }
    return query(config, ...rest)
  }
}
