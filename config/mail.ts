import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import type { InferMailers } from '@adonisjs/mail/types'
import { StorageTransport } from '#services/storage_mail_transport'

/*
| With MAIL_HOST set, mail goes out through SMTP. Without it, every message is
| written to storage/mail/ (HTML, text and a JSON summary) and its first link is
| logged, so a local user can follow a reset or verification link.
*/
const storagePath = env.get('STORAGE_PATH') ?? app.makePath('storage')

const mailConfig = defineConfig({
  default: env.get('MAIL_HOST') ? 'smtp' : 'storage',
  from: {
    address: env.get('MAIL_FROM_ADDRESS') ?? 'no-reply@posada.test',
    name: env.get('MAIL_FROM_NAME') ?? 'Posada',
  },
  mailers: {
    smtp: transports.smtp({
      host: env.get('MAIL_HOST') ?? 'localhost',
      port: env.get('MAIL_PORT') ?? 587,
      auth: env.get('MAIL_USERNAME')
        ? { type: 'login', user: env.get('MAIL_USERNAME')!, pass: env.get('MAIL_PASSWORD') ?? '' }
        : undefined,
    }),
    storage: () => new StorageTransport(`${storagePath}/mail`),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
