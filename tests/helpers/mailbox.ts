import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

type StoredMail = { to: string; subject: string; link: string | null; text: string }

/** Reads the mails the storage transport wrote for one recipient, newest last. */
export async function mailsFor(recipient: string): Promise<StoredMail[]> {
  const directory = join(env.get('STORAGE_PATH') ?? app.makePath('storage'), 'mail')
  const files = (await readdir(directory).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort()
  const mails = await Promise.all(
    files.map(
      async (file) => JSON.parse(await readFile(join(directory, file), 'utf8')) as StoredMail
    )
  )
  return mails.filter((mail) => mail.to === recipient.toLowerCase())
}
