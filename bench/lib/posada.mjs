/*
| The production build of Posada as the HTTP benchmarks run it: prepared (migrations
| and demo seed) and started the way bin/start.sh does, on a free loopback port with a
| temporary STORAGE_PATH, plus the browser-like helpers that sign the demo admin in.
*/
import { closeSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  BUILD,
  ROOT,
  childEnv,
  freePort,
  makeTempDir,
  removeTempDir,
  runCommand,
  spawnTracked,
  stopTree,
  waitFor200,
} from './common.mjs'

export const ADMIN = { email: 'admin@posada.test', password: 'bench-password-1234' }

export function cookieJar() {
  const jar = new Map()
  return {
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';', 1)[0]
        const eq = pair.indexOf('=')
        jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
      }
    },
    get: (name) => jar.get(name),
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  }
}

export function pageObjectFromHtml(html) {
  const match = html.match(/<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/)
  if (!match) throw new Error('no <script data-page="app"> in the HTML response')
  return JSON.parse(match[1])
}

export const inertiaHeaders = (version) => ({
  'x-inertia': 'true',
  'x-inertia-version': version,
  'x-requested-with': 'XMLHttpRequest',
  'accept': 'text/html, application/xhtml+xml',
})

export async function expectInertiaJson(response, component) {
  const body = await response.text()
  if (response.status !== 200) {
    throw new Error(
      `expected 200 JSON for ${component}, got ${response.status} ${response.headers.get('location') ?? ''}\n${body.slice(0, 500)}`
    )
  }
  if (response.headers.get('x-inertia') !== 'true')
    throw new Error(`${component}: response lacks X-Inertia: true`)
  const page = JSON.parse(body)
  if (page.component !== component)
    throw new Error(`expected component ${component}, got ${page.component}`)
  return { body, contentType: response.headers.get('content-type') }
}

/** The page version, read from the HTML page object of the sign-in page. */
export async function pageVersion(base) {
  const page = pageObjectFromHtml(await (await fetch(`${base}/login`)).text())
  if (!page.version) throw new Error('the page object has no version')
  return page.version
}

/** Signs the demo admin in the way a browser does; returns the cookie jar of that session. */
export async function signInAdmin(base) {
  const jar = cookieJar()
  const form = await fetch(`${base}/login`, { redirect: 'manual' })
  await form.arrayBuffer()
  jar.take(form)
  const xsrf = jar.get('XSRF-TOKEN')
  if (!xsrf) throw new Error('GET /login did not set XSRF-TOKEN')

  const signIn = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'cookie': jar.header(),
      'x-xsrf-token': decodeURIComponent(xsrf),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(ADMIN).toString(),
  })
  await signIn.arrayBuffer()
  const location = signIn.headers.get('location')
  if (signIn.status !== 302 || !location?.endsWith('/dashboard')) {
    throw new Error(`sign-in: expected 302 to /dashboard, got ${signIn.status} to ${location}`)
  }
  jar.take(signIn)
  if (!jar.get('posada-session')) throw new Error('signing in did not set posada-session')
  return jar
}

/**
 * A signed-in browser's calls on one session: its cookies (kept from every answer) and
 * anti-forgery token; a body goes as JSON, or as a form with `json: false`. `headers`
 * add to or replace the defaults; `timeoutMs` bounds each call.
 */
export function sessionClient(base, jar, { timeoutMs } = {}) {
  return async (method, path, body, { json = true, headers = {} } = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
      headers: {
        'cookie': jar.header(),
        'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
        'accept': json ? 'application/json' : 'text/html',
        'x-requested-with': 'XMLHttpRequest',
        ...(body
          ? { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }
          : {}),
        ...headers,
      },
      body: body ? (json ? JSON.stringify(body) : new URLSearchParams(body).toString()) : undefined,
    })
    jar.take(response)
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: text,
      json: () => JSON.parse(text),
    }
  }
}

/** Warning and error lines of a pino log (levels above info). */
export function serverLogProblems(logFile) {
  let text = ''
  try {
    text = readFileSync(logFile, 'utf8')
  } catch {
    return []
  }
  return text.split('\n').filter((line) => line.trim() && !/"level":\s*(10|20|30)\b/.test(line))
}

/**
 * Prepares and starts the production build. Without `databaseUrl` it runs on its own
 * embedded PGlite (in the temporary STORAGE_PATH); `env` adds variables; `port` is a
 * free one unless given; `buildDir` another build than build/ (an earlier one, for an
 * A/B), and `prepare: false` leaves out `posada:prepare` (a database another server
 * prepared). Returns the base URL, the server's child process, its log file and `stop()`.
 */
export async function startPosada({
  databaseUrl,
  redisUrl,
  port: wanted,
  env: extra = {},
  buildDir = BUILD,
  prepare: prepareFirst = true,
} = {}) {
  const storage = makeTempDir('posada-bench-storage-')
  const logFile = join(storage, 'server.log')
  const port = wanted ?? (await freePort())
  const base = `http://127.0.0.1:${port}`
  const env = childEnv({
    NODE_ENV: 'production',
    ENV_PATH: ROOT,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    LOG_LEVEL: 'warn',
    STORAGE_PATH: storage,
    POSADA_ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    ...extra,
  })
  let server
  const stop = async () => {
    if (server) await stopTree(server, { signal: 'SIGTERM', graceMs: 10_000 })
    removeTempDir(storage)
  }
  try {
    if (prepareFirst) {
      const prepare = await runCommand(process.execPath, ['ace.js', 'posada:prepare'], {
        cwd: buildDir,
        env,
        timeoutMs: 180_000,
      })
      if (prepare.code !== 0)
        throw new Error(`posada:prepare failed (exit ${prepare.code})\n${prepare.output}`)
    }

    const logFd = openSync(logFile, 'a')
    server = spawnTracked(process.execPath, ['bin/server.js'], {
      cwd: buildDir,
      env,
      stdio: ['ignore', logFd, logFd],
    })
    closeSync(logFd)
    const ready = await waitFor200(`${base}/up`, {
      timeoutMs: 60_000,
      alive: () => server.exitCode === null,
    })
    if (!ready)
      throw new Error(
        `the server did not answer 200 on /up within 60 s\n${readFileSync(logFile, 'utf8')}`
      )
    return { base, server, logFile, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
