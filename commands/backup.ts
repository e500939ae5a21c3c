import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { resolve } from 'node:path'
import {
  embeddedDataDir,
  launchEmbeddedDatabase,
  requestSnapshot,
  servingDatabase,
} from '../bin/embedded_database.js'
import { holdsDatabase, writeBackup } from '#services/database_backup'

export const POSTGRES_BACKUPS = [
  'DATABASE_URL names a PostgreSQL server: back it up and restore it with its own tools,',
  '  pg_dump -Fc "$DATABASE_URL" > posada.dump',
  '  pg_restore --clean --if-exists -d "$DATABASE_URL" posada.dump',
  '(README, Operations › Backups).',
].join('\n')

/**
 * Writes a consistent snapshot of the embedded database to one file. While the
 * app serves the database, the snapshot is taken by the app's own database
 * thread; otherwise this command opens the directory for as long as it takes.
 */
export default class Backup extends BaseCommand {
  static commandName = 'posada:backup'
  static description = 'Write a consistent snapshot of the embedded database to one file'
  static options: CommandOptions = {}

  @flags.string({ description: 'The file to write (default: posada-<date>.backup)' })
  declare out?: string

  async run() {
    if (process.env.DATABASE_URL) {
      this.logger.error(POSTGRES_BACKUPS)
      this.exitCode = 1
      return
    }
    const dataDir = embeddedDataDir(this.app.appRoot)
    if (!holdsDatabase(dataDir)) {
      this.logger.error(`There is no database in ${dataDir} to back up.`)
      this.exitCode = 1
      return
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const file = resolve(this.out ?? `posada-${stamp}.backup`)

    const serving = await servingDatabase(dataDir)
    const launched = serving ? null : await launchEmbeddedDatabase(dataDir)
    try {
      const snapshot = await requestSnapshot(serving ?? (await servingDatabase(dataDir))!)
      const manifest = await writeBackup(file, snapshot)
      const source = serving ? `the running app (process ${serving.pid})` : dataDir
      this.logger.success(
        `Backup of ${source} written to ${file}: ${manifest.migrations.count} migrations, ` +
          `${(manifest.archive.bytes / 1e6).toFixed(1)} MB.`
      )
    } finally {
      await launched?.stop()
    }
  }
}
