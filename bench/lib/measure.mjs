/*
| One HTTP measurement: autocannon in a forked process (bench/lib/load.mjs) against one
| URL, with the CPU time of the process under test, of the load generator and of the rest
| of the machine sampled around the measured run only (Linux /proc).
*/
import { fork } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { stopTree, track } from './common.mjs'

export const CONNECTIONS = 50

export function forkChild(file, timeoutMs, label) {
  const child = track(
    fork(new URL(file, import.meta.url), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      detached: true,
    })
  )
  const firstMessage = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} gave no answer within ${timeoutMs / 1000} s`)),
      timeoutMs
    )
    child.once('message', (message) => {
      clearTimeout(timer)
      resolve(message)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${label} exited early with code ${code}`))
    })
  })
  firstMessage.catch(() => {})
  return { child, firstMessage }
}

/** User + system CPU seconds of one process so far (Linux /proc), or NaN elsewhere. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return NaN
  }
}

/**
 * CPU seconds of a process and of every process under it (a server in cluster mode
 * serves from its workers), as they are now: a child that already exited is not counted.
 */
export function treeCpuSeconds(pid) {
  let total = cpuSeconds(pid)
  for (const child of childPids(pid)) total += treeCpuSeconds(child)
  return total
}

function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)
    )
  } catch {
    return []
  }
}

/** Busy CPU seconds of the whole machine so far (all cores, Linux /proc/stat), or NaN elsewhere. */
export function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/)
    const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number)
    return (user + nice + system + irq + softirq + steal) / 100
  } catch {
    return NaN
  }
}

/**
 * Measures one target. `serverPid` is the process under test (with its workers); `extraPids()` (optional)
 * names more processes whose CPU is reported apart as `extra` (database backends), and
 * is asked once before and once after the run: a process counts when it exists at both.
 */
export async function measure({
  url,
  headers,
  duration,
  warmup,
  serverPid,
  extraPids,
  connections = CONNECTIONS,
}) {
  const { child, firstMessage } = forkChild('./load.mjs', (warmup + 30) * 1000, 'autocannon')
  try {
    child.send({ url, headers, connections, duration, warmup })
    const started = await firstMessage
    if (started.ok === false) throw new Error(`autocannon failed: ${started.error}`)
    /* CPU is sampled around the measured run only, to show which side saturates its core. */
    const extraBefore = new Map(((await extraPids?.()) ?? []).map((pid) => [pid, cpuSeconds(pid)]))
    const before = {
      server: treeCpuSeconds(serverPid),
      load: cpuSeconds(child.pid),
      machine: machineBusySeconds(),
      at: performance.now(),
    }
    const result = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('autocannon gave no result in time')),
        (duration + 60) * 1000
      )
      child.once('message', (message) => {
        clearTimeout(timer)
        resolve(message)
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`autocannon exited early with code ${code}`))
      })
    })
    const seconds = (performance.now() - before.at) / 1000
    if (!result.ok) throw new Error(`autocannon failed: ${result.error}`)
    const after = {
      server: treeCpuSeconds(serverPid),
      load: cpuSeconds(child.pid),
      machine: machineBusySeconds(),
    }
    let extra = 0
    for (const pid of (await extraPids?.()) ?? []) {
      const then = extraBefore.get(pid)
      const now = cpuSeconds(pid)
      if (Number.isFinite(then) && Number.isFinite(now)) extra += now - then
    }
    result.seconds = seconds
    result.cpu = {
      server: (after.server - before.server) / seconds,
      load: (after.load - before.load) / seconds,
      machine: (after.machine - before.machine) / seconds,
      extra: extraPids ? extra / seconds : NaN,
    }
    /* Whatever else ran on the machine meanwhile: on 2 cores it directly takes from the measured processes. */
    result.cpu.others = Math.max(
      0,
      result.cpu.machine -
        result.cpu.server -
        result.cpu.load -
        (Number.isFinite(result.cpu.extra) ? result.cpu.extra : 0)
    )
    return result
  } finally {
    await stopTree(child, { graceMs: 2000 })
  }
}

export const percent = (share) => (Number.isFinite(share) ? `${Math.round(share * 100)}%` : '–')
