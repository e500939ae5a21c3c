/*
| Bad input over real HTTP, under load: the fuzz's form cases (tests/fuzz/) sent
| to N Posada processes on PostgreSQL + Redis by bench/lib/fuzz_http.ts, which
| says what is checked. This part runs it with the settings below and fails when
| it finds a 5xx, a write after a refusal, a 4xx without a message or a
| state-changing route without a case.
|
|   node bench/run.mjs fuzz
|
| BENCH_FUZZ_DATABASE_URL (a database of its own, emptied first), BENCH_FUZZ_REDIS_URL,
| BENCH_FUZZ_PROCESSES (default 2), BENCH_FUZZ_CONCURRENCY (forms in flight, default 6),
| BENCH_FUZZ_RUNS (payloads per 100 of each form's, default 100), BENCH_FUZZ_PORT
| (default a free one), BENCH_FUZZ_MAX_SECONDS (default 900), BENCH_FUZZ_ONLY (a
| regular expression over `<group>: <form>`).
*/
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, childEnv, heading, runCommand } from './common.mjs'

const setting = (name, fallback) => process.env[`BENCH_FUZZ_${name}`] || fallback

export async function runFuzz() {
  heading('fuzz: bad input over HTTP to several processes (PostgreSQL + Redis)')
  const maxSeconds = Number(setting('MAX_SECONDS', '900'))
  /* Every figure, per form too, for a closer look (git-ignored). */
  const results = join(ROOT, 'bench', 'results')
  mkdirSync(results, { recursive: true })
  const report = join(results, `fuzz-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  const args = [
    '--import=@poppinss/ts-exec',
    'bench/lib/fuzz_http.ts',
    '--processes',
    setting('PROCESSES', '2'),
    '--concurrency',
    setting('CONCURRENCY', '6'),
    '--runs',
    setting('RUNS', '100'),
    '--max-seconds',
    String(maxSeconds),
    '--json',
    report,
    ...(process.env.BENCH_FUZZ_PORT ? ['--port', process.env.BENCH_FUZZ_PORT] : []),
    ...(process.env.BENCH_FUZZ_ONLY ? ['--only', process.env.BENCH_FUZZ_ONLY] : []),
  ]
  const env = childEnv({
    DATABASE_URL: setting('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/posada_bench_fuzz'),
    REDIS_URL: setting('REDIS_URL', 'redis://127.0.0.1:6379/11'),
  })
  /* --max-seconds bounds the whole run; two minutes more for the server's stop, then it is killed. */
  const { code } = await runCommand(process.execPath, args, {
    cwd: ROOT,
    env,
    echo: true,
    timeoutMs: (maxSeconds + 120) * 1000,
  })
  console.log(`every figure, per form too: ${report}`)
  if (code !== 0) throw new Error(`the fuzz found problems or did not finish (exit ${code})`)
}
