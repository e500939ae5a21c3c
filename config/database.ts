import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { prepareReads, type PgConnection } from '#services/prepared_statements'
import { watchForOutages } from '#services/outages'

/*
| One dialect everywhere: PostgreSQL, either a real server (DATABASE_URL) or the
| embedded PGlite that bin/embedded_database.ts starts when DATABASE_URL is unset.
| PGlite serves one session at a time, hence a single pooled connection there.
| That session outlives any one client connection, so a new connection first
| drops the prepared statements an earlier one left behind. On both, reads run as
| named prepared statements (app/services/prepared_statements.ts).
|
| While the database is away (restarting, unreachable) a request must fail fast
| with a 503 rather than wait: a new connection gets 3 s to open, a request 5 s
| to get one from the pool (app/services/outages.ts). Broken connections are
| dropped by the pool and new ones opened, so service resumes by itself.
|
| A database that stops answering without closing its connections (frozen, a
| network that drops packets), or a statement stuck behind a lock, must not hold
| a request either. In the server process, on PostgreSQL, a statement gets
| DATABASE_STATEMENT_TIMEOUT_MS (8 s) before PostgreSQL cancels it, and the
| client waits one second more for any answer before it gives the connection
| up; both answer 503. Commands (migrations, the demo, rebuilding totals) have
| no limit: their long statements are expected.
*/
const embedded = env.get('POSADA_EMBEDDED_DATABASE') === true
const statementTimeout = env.get('DATABASE_STATEMENT_TIMEOUT_MS') ?? 8000
const timeouts =
  !embedded && app.getEnvironment() === 'web' && statementTimeout > 0
    ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 1000 }
    : {}
/* Options of the `pg` client that Lucid's types do not list; knex hands them over. */
const pgSocketOptions = { connectionTimeoutMillis: 3000, keepAlive: true, ...timeouts }

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: false,
  connections: {
    postgres: {
      client: 'pg',
      connection: {
        connectionString: env.get('DATABASE_URL') ?? 'postgres://127.0.0.1:5432/posada',
        ...pgSocketOptions,
      },
      pool: {
        ...(embedded ? { min: 1, max: 1 } : { min: 0, max: 10 }),
        acquireTimeoutMillis: 5000,
        createTimeoutMillis: 3000,
        afterCreate: (
          connection: PgConnection,
          done: (error: Error | null, connection: unknown) => void
        ) => {
          prepareReads(connection)
          watchForOutages(connection)
          if (!embedded) return done(null, connection)
          connection.query('DEALLOCATE ALL', (error: Error | null) => done(error, connection))
        },
      },
      migrations: { naturalSort: true, paths: ['database/migrations'] },
      seeders: { paths: ['database/seeders'] },
      schemaGeneration: {
        enabled: !app.inProduction && !app.inTest,
        rulesPaths: ['./database/schema_rules.js'],
        excludeTables: ['sessions', 'adonis_schema', 'adonis_schema_versions', 'rate_limits'],
      },
    },
  },
})

export default dbConfig
