/*
| The real server (bin/server.ts) as a child process in production mode, on PostgreSQL
| and Redis (part of the platform on these machines), on the two ports after the
| suite's own (PORT + 2 and PORT + 3).
*/
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { request as httpRequest, Agent } from 'node:http'
import { connect } from 'node:net'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import { postgresServerUrl } from '#tests/helpers/postgres'
import { APP, RawClient, REDIS_URL, signedRequest, sleep } from '../realtime/helpers.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SUITE_PORT = Number(process.env.PORT ?? 3333)
const run = promisify(execFile)

interface Posada {
  child: ChildProcess
  exited: Promise<number | null>
  /** Resolves with the first line of output that matches. */
  line(match: RegExp, timeoutMs?: number): Promise<string>
}

function startPosada(port: number, workers: number): Posada {
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SESSION_DRIVER: 'redis',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: String(workers),
      DATABASE_URL: postgresServerUrl(),
      POSADA_EMBEDDED_DATABASE: '',
      REDIS_URL,
      REVERB_APP_ID: APP.id,
      REVERB_APP_KEY: APP.key,
      REVERB_APP_SECRET: APP.secret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const lines: string[] = []
  const waiters: Array<{ match: RegExp; resolve: (line: string) => void }> = []
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line)
      for (const waiter of waiters.filter(({ match }) => match.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(line)
      }
    })
  }
  return {
    child,
    exited,
    line(match, timeoutMs = 60_000) {
      const seen = lines.find((line) => match.test(line))
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no line ${match} in:\n${lines.join('\n')}`)),
          timeoutMs
        )
        waiters.push({
          match,
          resolve: (line) => {
            clearTimeout(timer)
            resolve(line)
          },
        })
      })
    },
  }
}

/** The websocket opens once the realtime server is attached, just after the port listens. */
async function openSocket(port: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await RawClient.open(port)
    } catch (error) {
      if (attempt === 50) throw error
      await sleep(100)
    }
  }
}

test.group('Graceful stop', (group) => {
  group.each.timeout(120_000)

  test('SIGTERM lets a request in flight finish, then closes websockets with 4200 and exits 0', async ({
    assert,
    cleanup,
  }) => {
    const port = SUITE_PORT + 2
    const posada = startPosada(port, 1)
    cleanup(() => void posada.child.kill('SIGKILL'))
    await posada.line(/started HTTP server/)
    const listener = await openSocket(port)
    cleanup(() => listener.close())
    await listener.subscribe('lobby')

    /* A publish whose body arrives in two parts, the second after the signal. */
    const path = `/apps/${APP.id}/events`
    const publish = signedRequest('POST', path, {
      body: { name: 'last-call', channels: ['lobby'], data: '{}' },
    })
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    const answered = new Promise((resolve) => socket.on('end', resolve))
    const half = Math.floor(publish.rawBody.length / 2)
    socket.write(
      `POST ${path}?${new URLSearchParams(publish.query)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${publish.rawBody.length}\r\n\r\n` +
        publish.rawBody.slice(0, half)
    )
    /* A keep-alive connection, idle when the signal comes, that a client then sends on. */
    const kept = connect(port, '127.0.0.1')
    let keptAnswer = ''
    kept.on('data', (chunk) => (keptAnswer += chunk))
    const keptClosed = new Promise((resolve) => kept.on('close', resolve))
    const getUp = 'GET /up HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'
    kept.write(getUp)
    while (!keptAnswer.includes('{"status":"ok"}')) await sleep(20)
    keptAnswer = ''
    await sleep(300)

    posada.child.kill('SIGTERM')
    await sleep(1000)
    assert.equal(listener.ws.readyState, listener.ws.OPEN, 'websockets stay while requests run')
    kept.write(getUp)
    socket.end(publish.rawBody.slice(half))

    await answered
    assert.match(answer, /^HTTP\/1\.1 200 /)
    await keptClosed
    assert.match(keptAnswer, /^HTTP\/1\.1 200 /)
    assert.match(keptAnswer, /connection: close/i)
    await listener.nextEvent('last-call', 'lobby')
    assert.equal((await listener.closed).code, 4200)
    assert.equal(await posada.exited, 0)
  })

  test('a rolling restart of two processes drops no request', async ({ assert, cleanup }) => {
    const port = SUITE_PORT + 3
    const posada = startPosada(port, 2)
    cleanup(() => void posada.child.kill('SIGKILL'))
    await posada.line(/2 workers ready/)

    /* Two clients: one opening a connection per request, one keeping its connections. */
    const statuses: Array<number | string> = []
    let looping = true
    const loop = async (agent: Agent) => {
      while (looping && statuses.length < 20_000) {
        statuses.push(
          await new Promise<number | string>((resolve) => {
            httpRequest({ host: '127.0.0.1', port, path: '/up', agent }, (response) => {
              response.resume()
              response.on('end', () => resolve(response.statusCode!))
            })
              .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
              .end()
          })
        )
      }
    }
    const loops = [loop(new Agent({ keepAlive: false })), loop(new Agent({ keepAlive: true }))]

    await sleep(300)
    posada.child.kill('SIGHUP')
    await posada.line(/rolling restart done/, 90_000)
    await sleep(300)
    looping = false
    await Promise.all(loops)

    assert.isAbove(statuses.length, 100)
    assert.deepEqual(
      statuses.filter((status) => status !== 200),
      [],
      'every request during the rolling restart was answered 200'
    )
    posada.child.kill('SIGTERM')
    assert.equal(await posada.exited, 0)
  })

  test('the primary replaces a worker that dies', async ({ assert, cleanup }) => {
    const port = SUITE_PORT + 3
    const posada = startPosada(port, 2)
    cleanup(() => void posada.child.kill('SIGKILL'))
    await posada.line(/2 workers ready/)
    const { stdout } = await run('pgrep', ['-P', String(posada.child.pid)])
    const [victim] = stdout.trim().split('\n')

    process.kill(Number(victim), 'SIGKILL')
    await posada.line(new RegExp(`worker ${victim} died \\(SIGKILL\\); starting another`))
    await posada.line(/worker \d+ ready/)
    const { stdout: after } = await run('pgrep', ['-P', String(posada.child.pid)])
    assert.lengthOf(after.trim().split('\n'), 2)
    assert.notInclude(after.trim().split('\n'), victim)
    assert.equal((await fetch(`http://127.0.0.1:${port}/up`)).status, 200)
    posada.child.kill('SIGTERM')
    assert.equal(await posada.exited, 0)
  })
})
