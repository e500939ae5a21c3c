import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '')
export const BUILD = join(ROOT, 'build')

/*
| Every child is started in its own process group (detached) so that a whole tree
| (npm → bash → node) can be signalled at once, and is remembered here so that an
| exception, a timeout or Ctrl-C in the runner still takes it down.
*/
const children = new Set()
const tempDirs = new Set()

export function track(child) {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

export function makeTempDir(prefix) {
  const dir = mkdtempSync(join(os.tmpdir(), prefix))
  tempDirs.add(dir)
  return dir
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 })
  tempDirs.delete(dir)
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    try {
      child.kill(signal)
    } catch {}
  }
}

/** Signals the child's process group, waits for it, then kills what is left of the group. */
export async function stopTree(child, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!child) return
  const exited = child.exitCode !== null || child.signalCode !== null
  if (!exited) {
    const gone = new Promise((resolve) => child.once('exit', resolve))
    signalGroup(child, signal)
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'))
    if ((await Promise.race([gone, timer])) === 'timeout') signalGroup(child, 'SIGKILL')
  }
  /* The leader may be gone while grandchildren (e.g. node under npm) linger. */
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {}
  children.delete(child)
}

function cleanupSync() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }
  children.clear()
  for (const dir of tempDirs) {
    try {
      rmSync(dir, { recursive: true, force: true })
    } catch {}
  }
  tempDirs.clear()
}

let handlersInstalled = false
export function installCleanupHandlers() {
  if (handlersInstalled) return
  handlersInstalled = true
  process.on('exit', cleanupSync)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\n${signal} received, stopping every benchmark process…`)
      cleanupSync()
      process.exit(130)
    })
  }
}

/** PATH with this very node first, so that npm, ace and the children all run on it. */
export function childEnv(extra = {}) {
  const env = { ...process.env, ...extra }
  env.PATH = `${dirname(process.execPath)}:${process.env.PATH ?? ''}`
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key]
  return env
}

export function spawnTracked(command, args, options = {}) {
  return track(spawn(command, args, { detached: true, ...options }))
}

/** Runs a command to completion with a time limit, returning its exit code and combined output. */
export function runCommand(command, args, { cwd, env, timeoutMs = 300_000, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const collect = (chunk) => {
      output += chunk
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const timer = setTimeout(() => {
      stopTree(child, { signal: 'SIGKILL', graceMs: 1000 })
      reject(
        new Error(
          `${command} ${args.join(' ')} did not finish within ${timeoutMs / 1000} s\n${output}`
        )
      )
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      resolve({ code: code ?? (signal ? 128 : 1), output })
    })
  })
}

/* Ports handed out by this run, which a server may not be listening on yet. */
const claimed = new Set()

function listens(port) {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', (error) =>
      port && error.code === 'EADDRINUSE' ? resolve(null) : reject(error)
    )
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address()
      server.close(() => resolve(bound))
    })
  })
}

/**
 * A loopback port nothing listens on: any the system gives, or one of BENCH_PORTS
 * (`4400-4499`) when the machine's ports are shared out.
 */
export async function freePort() {
  const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/)
  if (process.env.BENCH_PORTS && !range) throw new Error('BENCH_PORTS must be FIRST-LAST')
  if (!range) return listens(0)
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (claimed.has(port)) continue
    if (await listens(port)) {
      claimed.add(port)
      return port
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${process.env.BENCH_PORTS}`)
}
/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls GET url until it answers 200; `alive` lets the caller stop early when the server died. */
export async function waitFor200(url, { timeoutMs, intervalMs = 100, alive = () => true }) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!alive()) return false
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.status === 200) return true
    } catch {}
    await sleep(intervalMs)
  }
  return false
}

export function machineSummary() {
  const cpus = os.cpus()
  const busy = os.loadavg()[0] > cpus.length / 2
  return [
    `machine: ${cpus.length} CPU(s) × ${cpus[0]?.model?.trim() ?? 'unknown'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}`,
    `node ${process.version}, load average at start ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')} (1/5/15 min)`,
    ...(busy
      ? [
          'warning: the machine is already busy; throughput and latency figures will be lower and noisier than on an idle machine',
        ]
      : []),
  ].join('\n')
}

/** Plain-text table; numbers are right-aligned so columns of figures line up. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)))
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)))
  const numeric = headers.map((_, i) =>
    rows.every((row) => /^[-+]?[\d.,]+\s*(%|x|×|ms|s|B|kB)?$|^–$/.test(String(row[i])))
  )
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd()
  return [
    line(cells[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n')
}

export function heading(title) {
  console.log(`\n=== ${title} ${'='.repeat(Math.max(0, 70 - title.length))}`)
}

export const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) =>
    !Number.isFinite(n) ? '–' : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2),
  kb: (bytes) => (bytes / 1000).toFixed(1),
  ratio: (n) =>
    n >= 10
      ? `${n.toFixed(0)}×`
      : n >= 0.1
        ? `${n.toFixed(2)}×`
        : `${n.toPrecision(2)}× (1/${Math.round(1 / n)})`,
}
