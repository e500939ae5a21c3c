/*
| Tests that start Posada processes of their own on PostgreSQL, which is part of
| the platform on these machines. They work on the server this suite runs on, or
| on the local one when the suite runs on the embedded database.
*/
import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

function serverUrl() {
  const suite = process.env.POSADA_EMBEDDED_DATABASE ? undefined : process.env.DATABASE_URL
  return new URL(suite ?? 'postgres://postgres@127.0.0.1:5432/posada_test')
}

/** The server's maintenance database: enough for a process that only checks it answers. */
export function postgresServerUrl() {
  const url = serverUrl()
  url.pathname = '/postgres'
  return url.href
}

/** One statement on the database at `url`, over a connection opened for it alone. */
export async function queryDatabase(url: string, sql: string, bindings: unknown[] = []) {
  const name = `test_${randomBytes(4).toString('hex')}`
  db.manager.add(name, { client: 'pg', connection: { connectionString: url } })
  try {
    return (await db.connection(name).rawQuery(sql, bindings as any[])).rows
  } finally {
    await db.manager.close(name, true)
  }
}

/**
 * Creates an empty database named after the suite's own (so suites sharing a
 * server never meet) and returns its URL; `drop` removes it and ends its sessions.
 */
export async function createFreshDatabase(label: string) {
  const url = serverUrl()
  const name = `${url.pathname.slice(1)}_${label}_${randomBytes(4).toString('hex')}`
  const server = postgresServerUrl()
  await queryDatabase(server, `create database "${name}"`)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: () => queryDatabase(server, `drop database if exists "${name}" with (force)`),
  }
}
