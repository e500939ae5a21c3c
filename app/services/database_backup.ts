/*
| Backups of the embedded database (`node ace posada:backup` / `posada:restore`).
| A backup is one file: a line of JSON (the manifest) and the snapshot the
| database thread took, a gzipped tar of its data directory. The manifest names
| the format and its version, the schema's migrations and the archive's size and
| SHA-256, so a foreign or damaged file is refused before anything is written.
| A restore unpacks into a directory beside the target, opens it, and only then
| swaps it in: a failed restore leaves the target as it was.
*/
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'

export const BACKUP_FORMAT = 'posada-backup'
export const BACKUP_VERSION = 1

export type Migrations = { count: number; latest: string | null }

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  version: number
  database: 'embedded'
  createdAt: string
  migrations: Migrations
  archive: { encoding: 'tar+gzip'; bytes: number; sha256: string }
}

/** A file that is not a backup this version can restore, or a target that may not be replaced. */
export class BackupRefused extends Error {}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Writes the backup beside `file` first, then renames it: a half-written file never has the name. */
export async function writeBackup(
  file: string,
  snapshot: { migrations: Migrations; archive: Buffer },
  createdAt = new Date()
): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    database: 'embedded',
    createdAt: createdAt.toISOString(),
    migrations: snapshot.migrations,
    archive: {
      encoding: 'tar+gzip',
      bytes: snapshot.archive.length,
      sha256: sha256(snapshot.archive),
    },
  }
  const partial = `${file}.partial-${randomBytes(4).toString('hex')}`
  await mkdir(dirname(file), { recursive: true })
  await writeFile(
    partial,
    Buffer.concat([Buffer.from(`${JSON.stringify(manifest)}\n`), snapshot.archive]),
    /* It holds password hashes and sessions: for its owner's eyes only. */
    { mode: 0o600 }
  )
  await rename(partial, file)
  return manifest
}

function parseManifest(file: string, line: string): BackupManifest {
  let manifest: Partial<BackupManifest> | null = null
  try {
    manifest = JSON.parse(line)
  } catch {}
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupRefused(`${file} is not a Posada backup.`)
  if (manifest.version !== BACKUP_VERSION)
    throw new BackupRefused(
      `${file} is a Posada backup of format ${manifest.version}; this version restores format ${BACKUP_VERSION}.`
    )
  return manifest as BackupManifest
}

/** Reads and checks a backup: its manifest, then the archive against the manifest's size and hash. */
export async function readBackup(file: string) {
  const bytes = await readFile(file).catch(() => {
    throw new BackupRefused(`${file} cannot be read.`)
  })
  const newline = bytes.subarray(0, 64 * 1024).indexOf(10)
  const manifest = parseManifest(
    file,
    newline < 0 ? '' : bytes.subarray(0, newline).toString('utf8')
  )
  const archive = bytes.subarray(newline + 1)
  if (archive.length !== manifest.archive.bytes || sha256(archive) !== manifest.archive.sha256)
    throw new BackupRefused(`${file} is damaged: its archive does not match its manifest.`)
  return { manifest, archive }
}

/** Whether `dataDir` holds a database. */
export function holdsDatabase(dataDir: string) {
  return existsSync(join(dataDir, 'PG_VERSION'))
}

async function migrationsOf(db: PGlite): Promise<Migrations> {
  const { rows } = await db.query<{ count: number; latest: string | null }>(
    `SELECT count(*)::int AS count, (SELECT name FROM adonis_schema ORDER BY id DESC LIMIT 1) AS latest
       FROM adonis_schema`
  )
  return rows[0]
}

/**
 * Unpacks the archive into a new directory beside `dataDir`, opens it and checks
 * its migrations against the manifest, then puts it in place of `dataDir` (the
 * database there, if any, is removed only once the new one is in place).
 */
export async function restoreBackup(
  backup: { manifest: BackupManifest; archive: Buffer },
  dataDir: string
) {
  const suffix = randomBytes(4).toString('hex')
  const unpacked = `${dataDir}.restoring-${suffix}`
  const replaced = `${dataDir}.replaced-${suffix}`
  await mkdir(dirname(dataDir), { recursive: true })
  try {
    const db = await PGlite.create({
      dataDir: unpacked,
      loadDataDir: new Blob([new Uint8Array(backup.archive)]),
      extensions: { btree_gist, citext },
    })
    try {
      const migrations = await migrationsOf(db)
      if (migrations.count !== backup.manifest.migrations.count)
        throw new Error('its migrations differ from its manifest')
    } finally {
      await db.close()
    }
  } catch (error) {
    await rm(unpacked, { recursive: true, force: true })
    throw new BackupRefused(`The backup could not be opened: ${(error as Error).message}`)
  }
  const hadDatabase = existsSync(dataDir)
  if (hadDatabase) await rename(dataDir, replaced)
  try {
    await rename(unpacked, dataDir)
  } catch (error) {
    if (hadDatabase) await rename(replaced, dataDir)
    await rm(unpacked, { recursive: true, force: true })
    throw error
  }
  await rm(replaced, { recursive: true, force: true })
}
