import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { prepareReads, type PgConnection } from '#services/prepared_statements'

/*
| One dialect everywhere: PostgreSQL, either a real server (DATABASE_URL) or the
| embedded PGlite that bin/embedded_database.ts starts when DATABASE_URL is unset.
| PGlite serves one session at a time, hence a single pooled connection there.
| That session outlives any one client connection, so a new connection first
| drops the prepared statements an earlier one left behind. On both, reads run as
| named prepared statements (app/services/prepared_statements.ts).
*/
const embedded = env.get('POSADA_EMBEDDED_DATABASE') === true

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: false,
  connections: {
    postgres: {
      client: 'pg',
      connection: {
        connectionString: env.get('DATABASE_URL') ?? 'postgres://127.0.0.1:5432/posada',
      },
      pool: {
        ...(embedded ? { min: 1, max: 1 } : { min: 0, max: 10 }),
        afterCreate: (
          connection: PgConnection,
          done: (error: Error | null, connection: unknown) => void
        ) => {
          prepareReads(connection)
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
