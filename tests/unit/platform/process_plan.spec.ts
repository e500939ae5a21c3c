import { test } from '@japa/runner'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { planProcesses } from '../../../bin/cluster.js'

const KEYS = ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'WEB_CONCURRENCY'] as const

test.group('How many server processes npm start runs', (group) => {
  let root: URL
  group.each.setup(async () => {
    /* An app root without .env files: only the variables set here count. */
    const dir = await mkdtemp(join(tmpdir(), 'posada-plan-'))
    root = pathToFileURL(`${dir}/`)
    const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]))
    process.env.NODE_ENV = 'production'
    for (const key of KEYS.slice(1)) delete process.env[key]
    return async () => {
      for (const key of KEYS) {
        if (saved[key] === undefined) delete process.env[key]
        else process.env[key] = saved[key]
      }
      await rm(dir, { recursive: true })
    }
  })

  test('one on the embedded database, saying why', async ({ assert }) => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379'
    const plan = await planProcesses(root)
    assert.equal(plan.workers, 1)
    assert.match(plan.reason!, /embedded database/)
  })

  test('one without REDIS_URL, saying why', async ({ assert }) => {
    process.env.DATABASE_URL = 'postgres://127.0.0.1:5432/posada'
    const plan = await planProcesses(root)
    assert.equal(plan.workers, 1)
    assert.match(plan.reason!, /REDIS_URL/)
  })

  test('WEB_CONCURRENCY on PostgreSQL and Redis, one per core by default', async ({ assert }) => {
    process.env.DATABASE_URL = 'postgres://127.0.0.1:5432/posada'
    process.env.REDIS_URL = 'redis://127.0.0.1:6379'
    const { availableParallelism } = await import('node:os')
    assert.deepEqual(await planProcesses(root), { workers: availableParallelism() })
    process.env.WEB_CONCURRENCY = '3'
    assert.deepEqual(await planProcesses(root), { workers: 3 })
  })

  test('one in development, where the server reloads', async ({ assert }) => {
    process.env.NODE_ENV = 'development'
    process.env.DATABASE_URL = 'postgres://127.0.0.1:5432/posada'
    process.env.REDIS_URL = 'redis://127.0.0.1:6379'
    assert.deepEqual(await planProcesses(root), { workers: 1 })
  })
})
