import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, childEnv, heading, spawnTracked, stopTree } from './common.mjs'

const SCRIPT = 'bench/realtime/fanout.ts'
/* fanout.ts has its own watchdog, 7 minutes per size; this is the backstop should it hang anyway. */
const LIMIT_MS_PER_SIZE = 8 * 60_000
const DEFAULT_SIZES = 2

export async function runRealtime(extraArgs = []) {
  heading('realtime: fan-out (bench/realtime/fanout.ts)')
  if (!existsSync(join(ROOT, SCRIPT))) {
    console.log(`${SCRIPT} does not exist; skipped`)
    return { skipped: true }
  }
  const args = ['--import=@poppinss/ts-exec', SCRIPT, ...extraArgs]
  const sizes = extraArgs.find((arg) => arg.startsWith('--sizes='))
  const LIMIT_MS = LIMIT_MS_PER_SIZE * (sizes ? sizes.split(',').length : DEFAULT_SIZES)
  console.log(`$ node ${args.join(' ')}`)
  const child = spawnTracked(process.execPath, args, {
    cwd: ROOT,
    env: childEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    stopTree(child, { signal: 'SIGTERM', graceMs: 5000 })
  }, LIMIT_MS)
  const [code, signal] = await new Promise((resolve) =>
    child.once('exit', (...result) => resolve(result))
  )
  clearTimeout(timer)
  /* Its forked server and client processes share its process group. */
  await stopTree(child, { graceMs: 1000 })
  if (timedOut)
    throw new Error(`${SCRIPT} did not finish within ${LIMIT_MS / 60_000} minutes and was stopped`)
  if (code !== 0) throw new Error(`${SCRIPT} exited with ${code ?? signal}`)
  return { skipped: false }
}
