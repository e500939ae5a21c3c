import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import ViteMiddleware from '@adonisjs/vite/vite_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import testUtils from '@adonisjs/core/services/test_utils'
import { FACTORY_PASSWORD, createUser } from '#tests/helpers/identity'
import { port } from '#tests/functional/realtime/helpers'
import { databaseAnswers } from '#services/health'

/*
| What a request costs the server beyond its own work: checked over real HTTP
| (fetch, with the cookies a browser would keep) against the test server.
*/
const base = () => `http://localhost:${port()}`

function cookieJar() {
  const jar = new Map<string, string>()
  return {
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';')
        const name = pair.slice(0, pair.indexOf('='))
        const cleared = attributes.some((attribute) => /^\s*max-age=0$/i.test(attribute))
        if (cleared) jar.delete(name)
        else jar.set(name, pair.slice(pair.indexOf('=') + 1))
      }
    },
    get: (name: string) => jar.get(name),
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}

/** The headers of an Inertia visit, with the page version read from an HTML page. */
function inertiaHeaders(html: string) {
  const page = /<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]
  return { 'x-inertia': 'true', 'x-inertia-version': String(JSON.parse(page).version) }
}

const metaToken = (html: string) => /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1]

async function sessionRows() {
  const [{ total }] = await db.from('sessions').count('* as total')
  return Number(total)
}

/** The session middleware with the database store, as production runs it without Redis. */
async function withDatabaseSessions(work: () => Promise<void>) {
  const config = await configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session'))
  const emitter = await app.container.make('emitter')
  app.container.swap(
    SessionMiddleware,
    () => new SessionMiddleware({ ...config!, store: 'database' }, emitter)
  )
  try {
    await work()
  } finally {
    app.container.restore(SessionMiddleware)
  }
}

test.group('Platform | health check', () => {
  test('GET /up answers 503 while the database does not answer, 200 again once it does', async ({
    assert,
  }) => {
    const name = db.primaryConnectionName
    const original = db.manager.get(name)!.config
    db.manager.patch(name, {
      ...original,
      connection: { connectionString: 'postgres://posada@127.0.0.1:1/nowhere' },
    } as typeof original)
    try {
      const down = await fetch(`${base()}/up`)
      assert.equal(down.status, 503)
      assert.deepEqual(await down.json(), { status: 'database unavailable' })
    } finally {
      db.manager.patch(name, original)
    }
    const up = await fetch(`${base()}/up`)
    assert.equal(up.status, 200)
    assert.deepEqual(await up.json(), { status: 'ok' })
    assert.deepEqual(up.headers.getSetCookie(), [])
  })

  test('health checks made while a probe is on its way share it', async ({ assert }) => {
    const knex = db.connection().getWriteClient()
    const probes: string[] = []
    const listener = (query: { sql: string }) => probes.push(query.sql)
    knex.on('query', listener)
    try {
      assert.deepEqual(await Promise.all([databaseAnswers(), databaseAnswers()]), [true, true])
      assert.deepEqual(probes, ['select 1'])
      assert.isTrue(await databaseAnswers())
      assert.lengthOf(probes, 2)
    } finally {
      knex.off('query', listener)
    }
  })
})

test.group('Platform | work per request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(30_000)

  test('anonymous page views write no session row; a form without the right token is still refused', async ({
    assert,
  }) => {
    await withDatabaseSessions(async () => {
      const before = await sessionRows()
      const visitors = []
      for (let i = 0; i < 20; i++) {
        const jar = cookieJar()
        const page = await fetch(`${base()}/login`, { headers: { accept: 'text/html' } })
        jar.take(page)
        visitors.push({ jar, token: metaToken(await page.text())! })
        assert.isDefined(jar.get('posada-visitor'))
      }
      /* The same visitor again: the secret comes back from the cookie, still nothing written. */
      const again = await fetch(`${base()}/login`, {
        headers: { accept: 'text/html', cookie: visitors[0].jar.header() },
      })
      assert.isDefined(metaToken(await again.text()))
      assert.equal(await sessionRows(), before)

      const user = await createUser({ email: 'visitor-form@example.com' })
      const signIn = (jar: ReturnType<typeof cookieJar>, headers: Record<string, string>) =>
        fetch(`${base()}/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'accept': 'text/html',
            'content-type': 'application/x-www-form-urlencoded',
            'cookie': jar.header(),
            ...headers,
          },
          body: new URLSearchParams({ email: user.email, password: FACTORY_PASSWORD }),
        })
      const [first, second] = visitors
      const inertia = inertiaHeaders(await (await fetch(`${base()}/login`)).text())
      const missing = await signIn(first.jar, {})
      assert.equal(missing.status, 419)
      /* Another visitor's token does not fit this visitor's secret. */
      const wrong = await signIn(first.jar, { 'x-csrf-token': second.token })
      assert.equal(wrong.status, 419)
      /* A visitor cookie moved under another session id is not used: a new secret is made. */
      const moved = cookieJar()
      moved.take(await fetch(`${base()}/login`))
      const swapped = `posada-session=${moved.get('posada-session')}; posada-visitor=${first.jar.get('posada-visitor')}`
      const foreign = await fetch(`${base()}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'accept': 'text/html', 'cookie': swapped, 'x-csrf-token': first.token },
      })
      assert.equal(foreign.status, 419)
      assert.equal(await sessionRows(), before)

      const right = await signIn(first.jar, { 'x-csrf-token': first.token })
      assert.equal(right.status, 302)
      assert.equal(right.headers.get('location'), '/dashboard')
      first.jar.take(right)
      assert.isUndefined(first.jar.get('posada-visitor'))
      assert.equal(await sessionRows(), before + 1)
      const dashboard = await fetch(`${base()}/dashboard`, {
        redirect: 'manual',
        headers: { ...inertia, cookie: first.jar.header() },
      })
      assert.equal(dashboard.status, 200)
    })
  })

  test('serving pages reads no file: public/ and the template components are listed once', async ({
    assert,
  }) => {
    const user = await createUser({ email: 'no-files@example.com' })
    const jar = cookieJar()
    const form = await fetch(`${base()}/login`)
    jar.take(form)
    const html = await form.text()
    const inertia = inertiaHeaders(html)
    const signedIn = await fetch(`${base()}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'cookie': jar.header(),
        'x-csrf-token': metaToken(html)!,
      },
      body: new URLSearchParams({ email: user.email, password: FACTORY_PASSWORD }),
    })
    assert.equal(signedIn.status, 302)
    jar.take(signedIn)

    const requests = [
      () => fetch(`${base()}/up`),
      () => fetch(`${base()}/login`, { headers: inertia }),
      () => fetch(`${base()}/dashboard`, { headers: { ...inertia, cookie: jar.header() } }),
      () => fetch(`${base()}/no-such-page`, { headers: { accept: 'application/json' } }),
    ]
    /* The Vite dev server serves the assets in tests and development only; production serves the build. */
    const vite = await app.container.make('vite')
    app.container.swap(ViteMiddleware, () => new WithoutDevServer(vite))
    const calls = await countFileCalls(async () => {
      for (let i = 0; i < 10; i++) {
        for (const request of requests) {
          const response = await request()
          await response.arrayBuffer()
          assert.include([200, 404], response.status, response.url)
        }
      }
    }).finally(() => app.container.restore(ViteMiddleware))
    assert.deepEqual(calls, {})
  })
})

class WithoutDevServer extends ViteMiddleware {
  handle(_ctx: HttpContext, next: NextFn) {
    return next()
  }
}

const WATCHED = [
  'access',
  'accessSync',
  'existsSync',
  'lstat',
  'lstatSync',
  'open',
  'openSync',
  'readFile',
  'readFileSync',
  'readdir',
  'readdirSync',
  'stat',
  'statSync',
] as const

/** Counts the calls to file-system functions made while `work` runs (fs and fs/promises). */
async function countFileCalls(work: () => Promise<void>) {
  const calls: Record<string, number> = {}
  const restore: Array<() => void> = []
  const watch = (owner: Record<string, any>, prefix: string, name: string) => {
    const original = owner[name]
    if (typeof original !== 'function') return
    owner[name] = function (this: unknown, ...args: unknown[]) {
      const key = `${prefix}${name}`
      calls[key] = (calls[key] ?? 0) + 1
      return original.apply(this, args)
    }
    restore.push(() => (owner[name] = original))
  }
  for (const name of WATCHED) {
    watch(fs as unknown as Record<string, any>, 'fs.', name)
    watch(fs.promises as unknown as Record<string, any>, 'fs.promises.', name)
  }
  syncBuiltinESMExports()
  try {
    await work()
  } finally {
    restore.forEach((undo) => undo())
    syncBuiltinESMExports()
  }
  return calls
}
