import { test } from '@japa/runner'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

type Breach = { file: string; rule: string; name?: string; lines?: number; names?: string[] }

/*
| The shape rules of app/ and inertia/ (bin/code_shape.mjs, which prints the
| same list): no file over 350 lines and no function over 80 (shadcn's
| components/ui aside); in app/actions one exported use case per file, and
| no action that sees the request.
*/
test.group('Code shape', () => {
  test('no file, function or action breaks the shape rules', async ({ assert }) => {
    const { codeShapeBreaches } = (await import(`${ROOT}bin/code_shape.mjs`)) as {
      codeShapeBreaches: (root: string) => Breach[]
    }
    const breaches = codeShapeBreaches(ROOT).map(
      (breach) =>
        `${breach.rule} ${breach.file}${breach.name ? ` ${breach.name}` : ''}: ${breach.lines ?? breach.names?.join(', ')}`
    )
    assert.deepEqual(breaches, [])
  }).timeout(60_000)
})
