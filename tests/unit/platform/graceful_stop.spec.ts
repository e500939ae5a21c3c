/*
| The real server (bin/server.ts, started by tests/helpers/posada_server.ts) as a
| child process in production mode, on PostgreSQL and Redis (part of the platform
| on these machines), on the two ports after the suite's own (PORT + 2 and PORT + 3).
*/
import { request as httpRequest, Agent } from 'node:http'
import { connect } from 'node:net'
import { test } from '@japa/runner'
import { startPosada } from '#tests/helpers/posada_server'
import { APP, RawClient, signedRequest, sleep } from '../realtime/helpers.js'

const SUITE_PORT = Number(process.env.PORT ?? 3333)

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
    const posada = startPosada({ port, workers: 1 })
    cleanup(() => posada.kill())
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
    const posada = startPosada({ port, workers: 2 })
    cleanup(() => posada.kill())
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
    const posada = startPosada({ port, workers: 2 })
    cleanup(() => posada.kill())
    await posada.line(/2 workers ready/)
    const [victim] = await posada.workers()

    process.kill(victim, 'SIGKILL')
    await posada.line(new RegExp(`worker ${victim} died \\(SIGKILL\\); starting another`))
    await posada.line(/worker \d+ ready/)
    const after = await posada.workers()
    assert.lengthOf(after, 2)
    assert.notInclude(after, victim)
    assert.equal((await fetch(`http://127.0.0.1:${port}/up`)).status, 200)
    posada.child.kill('SIGTERM')
    assert.equal(await posada.exited, 0)
  })
})
