import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import logger from '@adonisjs/core/services/logger'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/** Writes each message to a folder instead of sending it: for machines without a mail server. */
export class StorageTransport implements MailTransportContract {
  #transporter = createTransport({ streamTransport: true, buffer: true })

  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#transporter.sendMail(message)
    await mkdir(this.directory, { recursive: true })
    const recipient = String(Array.isArray(message.to) ? message.to[0] : message.to)
      .replace(/.*</, '')
      .replace(/[^a-zA-Z0-9@._-]/g, '')
    const base = join(
      this.directory,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${recipient}`
    )
    const text = String(message.text ?? '')
    const link = text.match(/https?:\/\/\S+/)?.[0] ?? null
    await writeFile(`${base}.eml`, info.message as Buffer)
    await writeFile(
      `${base}.json`,
      JSON.stringify(
        { to: recipient, subject: message.subject, link, text, html: String(message.html ?? '') },
        null,
        2
      )
    )
    logger.info(
      { to: recipient, subject: message.subject, link, file: `${base}.eml` },
      'mail written to storage'
    )
    return new MailResponse(info.messageId, info.envelope, info)
  }
}
