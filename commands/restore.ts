import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { embeddedDataDir, servingDatabase } from '../bin/embedded_database.js'
import { BackupRefused, holdsDatabase, readBackup, restoreBackup } from '#services/database_backup'
import { POSTGRES_BACKUPS } from './backup.js'

/**
 * Restores a `posada:backup` file into STORAGE_PATH's embedded database. The file
 * is checked and opened beside the target before it replaces anything; a database
 * already there is replaced only with --force, and never while an app serves it.
 */
export default class Restore extends BaseCommand {
  static commandName = 'posada:restore'
  static description = 'Restore a posada:backup file into the embedded database'
  static options: CommandOptions = {}

  @args.string({ description: 'The backup file' })
  declare file: string

  @flags.boolean({ description: 'Replace the database already in STORAGE_PATH' })
  declare force: boolean

  async run() {
    try {
      await this.restore()
    } catch (error) {
      if (!(error instanceof BackupRefused)) throw error
      this.logger.error(error.message)
      this.exitCode = 1
    }
  }

  private async restore() {
    if (process.env.DATABASE_URL) throw new BackupRefused(POSTGRES_BACKUPS)
    const dataDir = embeddedDataDir(this.app.appRoot)
    const serving = await servingDatabase(dataDir)
    if (serving)
      throw new BackupRefused(
        `The app (process ${serving.pid}) is serving ${dataDir}: stop it before restoring.`
      )
    if (holdsDatabase(dataDir) && !this.force)
      throw new BackupRefused(
        `${dataDir} already holds a database: pass --force to replace it with the backup.`
      )
    const backup = await readBackup(this.file)
    await restoreBackup(backup, dataDir)
    const { createdAt, migrations } = backup.manifest
    this.logger.success(
      `Restored the backup of ${createdAt} (${migrations.count} migrations) into ${dataDir}.`
    )
  }
}
