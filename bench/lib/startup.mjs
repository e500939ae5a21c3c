import { performance } from 'node:perf_hooks'
import { join } from 'node:path'
import {
  ROOT,
  childEnv,
  freePort,
  heading,
  makeTempDir,
  removeTempDir,
  runCommand,
  sleep,
  spawnTracked,
  stopTree,
  table,
} from './common.mjs'

const LIMIT_MS = 10 * 60_000

/* Lines bin/start.sh, npm, the build and the app print on the way up, in order. */
const MARKERS = [
  ['npm ci starts', /› Installing dependencies/],
  ['npm ci done', /added \d+ packages?/],
  ['build starts', /› Building the application/],
  ['build done', /build completed/],
  ['Demo Administrator created', /Demo Administrator created/],
  ['seeders done', /completed database\/seeders/],
  ['server starts', /› Posada is starting/],
  ['HTTP server listening', /started HTTP server/],
]

function secondsOrDash(ms) {
  return ms === undefined ? '–' : (ms / 1000).toFixed(1)
}

/**
 * `npm start` from spawn until GET /up answers 200, then SIGINT to the whole process
 * group (npm → sh → bash, which execs node).
 */
async function timeStart(clone, port, deadline, label) {
  const env = childEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    POSADA_ADMIN_PASSWORD: 'bench-password-1234',
    /* The markers include info lines; the clone's .env says info too, but the caller's environment wins over .env. */
    LOG_LEVEL: 'info',
    NODE_ENV: undefined,
    ENV_PATH: undefined,
    STORAGE_PATH: undefined,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
  })
  /* `npm run bench` exports npm_* settings of this repository; the nested npm must not inherit them. */
  for (const key of Object.keys(env)) if (/^npm_/i.test(key) || key === 'INIT_CWD') delete env[key]

  const started = performance.now()
  const child = spawnTracked('npm', ['start'], {
    cwd: clone,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const seen = {}
  const lines = []
  let pending = ''
  const onData = (chunk) => {
    const at = performance.now() - started
    pending += chunk
    const parts = pending.split('\n')
    pending = parts.pop()
    for (const line of parts) {
      lines.push({ at, line })
      for (const [name, pattern] of MARKERS)
        if (seen[name] === undefined && pattern.test(line)) seen[name] = at
    }
  }
  child.stdout.setEncoding('utf8').on('data', onData)
  child.stderr.setEncoding('utf8').on('data', onData)

  let readyAt
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) break
      try {
        const response = await fetch(`http://127.0.0.1:${port}/up`, {
          signal: AbortSignal.timeout(2000),
        })
        await response.arrayBuffer()
        if (response.status === 200) {
          readyAt = performance.now() - started
          break
        }
      } catch {}
      await sleep(100)
    }
  } finally {
    await stopTree(child, { signal: 'SIGINT', graceMs: 15_000 })
  }
  if (pending) lines.push({ at: performance.now() - started, line: pending })
  if (readyAt === undefined) {
    const reason =
      Date.now() > deadline
        ? 'gave up: the 10-minute limit of the startup benchmark was reached'
        : `npm start exited (code ${child.exitCode}, signal ${child.signalCode})`
    const tail = lines
      .slice(-40)
      .map(({ at, line }) => `  [${(at / 1000).toFixed(1)} s] ${line}`)
      .join('\n')
    throw new Error(`${label} start: ${reason} before /up answered 200. Last output:\n${tail}`)
  }
  return { readyAt, seen, lines }
}

function phases({ readyAt, seen }) {
  const from = (a, b) =>
    seen[a] !== undefined && seen[b] !== undefined ? seen[b] - seen[a] : undefined
  const prepareFrom = seen['build done'] ?? 0
  return {
    install: from('npm ci starts', 'npm ci done') ?? from('npm ci starts', 'build starts'),
    build: from('build starts', 'build done'),
    prepare: seen['server starts'] !== undefined ? seen['server starts'] - prepareFrom : undefined,
    boot: seen['server starts'] !== undefined ? readyAt - seen['server starts'] : undefined,
  }
}

function problems(lines) {
  return lines
    .map(({ line }) => line)
    .filter(
      (line) =>
        /"level":\s*(40|50|60)\b|\berror\b|\bERR!|warn/i.test(line) &&
        !/npm warn Unknown (env|user) config/.test(line)
    )
}

export async function runStartup() {
  heading('startup: npm start on a fresh clone, cold then warm')
  const deadline = Date.now() + LIMIT_MS
  const head = await runCommand('git', ['-C', ROOT, 'log', '-1', '--format=%h %cI %s'], {
    timeoutMs: 10_000,
  })
  const dirty = await runCommand('git', ['-C', ROOT, 'status', '--porcelain'], {
    timeoutMs: 10_000,
  })
  console.log(`commit: ${head.output.trim()}`)
  if (dirty.output.trim())
    console.log(
      'note: the working tree has uncommitted changes; the clone (and so this measurement) has only the commit above'
    )

  const tmp = makeTempDir('posada-bench-startup-')
  const clone = join(tmp, 'posada')
  try {
    const cloned = await runCommand('git', ['clone', '-q', ROOT, clone], { timeoutMs: 120_000 })
    if (cloned.code !== 0) throw new Error(`git clone failed\n${cloned.output}`)
    const port = await freePort()
    console.log(
      `clone: ${clone}, port ${port}, npm ${(await runCommand('npm', ['--version'], { env: childEnv(), timeoutMs: 30_000 })).output.trim().split('\n').pop()} with the local cache (${process.env.npm_config_cache ?? '~/.npm'})`
    )

    console.log('  cold start (npm ci + build + migrations + seed + boot)…')
    const cold = await timeStart(clone, port, deadline, 'cold')
    console.log(`  cold: /up 200 after ${secondsOrDash(cold.readyAt)} s`)
    console.log('  warm start (same clone, build present)…')
    const warm = await timeStart(clone, port, deadline, 'warm')
    console.log(`  warm: /up 200 after ${secondsOrDash(warm.readyAt)} s`)

    console.log()
    const rows = MARKERS.map(([name]) => [
      name,
      secondsOrDash(cold.seen[name]),
      secondsOrDash(warm.seen[name]),
    ])
    rows.push(['GET /up → 200', secondsOrDash(cold.readyAt), secondsOrDash(warm.readyAt)])
    console.log(table(['seconds since `npm start`', 'cold', 'warm'], rows))
    console.log()
    const c = phases(cold)
    const w = phases(warm)
    console.log(
      table(
        ['phase (s)', 'cold', 'warm'],
        [
          ['npm ci', secondsOrDash(c.install), secondsOrDash(w.install)],
          ['codegen + build', secondsOrDash(c.build), secondsOrDash(w.build)],
          ['posada:prepare (migrate + seed)', secondsOrDash(c.prepare), secondsOrDash(w.prepare)],
          ['server boot until /up 200', secondsOrDash(c.boot), secondsOrDash(w.boot)],
          ['total', secondsOrDash(cold.readyAt), secondsOrDash(warm.readyAt)],
        ]
      )
    )
    console.log(
      '(phases from the first time each line appeared on stdout/stderr; "prepare" also counts ace booting; "–" = the step did not run)'
    )
    if (warm.seen['build starts'] !== undefined)
      console.log(
        'note: the warm start rebuilt the application — bin/start.sh found sources newer than the build'
      )

    for (const [label, run] of [
      ['cold', cold],
      ['warm', warm],
    ]) {
      const found = problems(run.lines)
      if (found.length) {
        console.log(`\n${label} start output, warnings/errors:`)
        for (const line of found.slice(0, 10))
          console.log(`  ${line.length > 300 ? `${line.slice(0, 300)}…` : line}`)
      }
    }
    return { cold, warm }
  } finally {
    removeTempDir(tmp)
  }
}
