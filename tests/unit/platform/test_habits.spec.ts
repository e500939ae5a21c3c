import { test } from '@japa/runner'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import ts from 'typescript'
import app from '@adonisjs/core/services/app'

/*
| The suite's own habits, checked on its source: every test asserts something
| (an `assert…` or `expect` call, or `assert` handed to a helper that does), and
| none is skipped or pinned.
*/
type Finding = { title: string; line: number; problem: string }

/** The callback a Japa test runs: `test(title, fn)` or `test(title).run(fn)`. */
function callbackOf(call: ts.CallExpression): ts.Node | undefined {
  const [, inline] = call.arguments
  if (inline && (ts.isArrowFunction(inline) || ts.isFunctionExpression(inline))) return inline
  let node: ts.Node = call
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const chained = node.parent.parent
    if (node.parent.name.text === 'run') return chained.arguments[0]
    node = chained
  }
  return undefined
}

/** Whether the code names an assertion: `assert`, `assert.x(…)`, `response.assertX(…)`, `expect(…)`. */
function asserts(node: ts.Node): boolean {
  if (ts.isIdentifier(node) && /^(assert|expect)/.test(node.text)) return true
  return ts.forEachChild(node, asserts) ?? false
}

/** Tests without an assertion, and skipped or pinned ones, in one spec file's source. */
export function habitsOf(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const findings: Finding[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
      if (ts.isIdentifier(callee) && callee.text === 'test' && node.arguments.length > 0) {
        const title = ts.isStringLiteralLike(node.arguments[0])
          ? node.arguments[0].text
          : node.arguments[0].getText(file)
        const body = callbackOf(node)
        if (body && !asserts(body)) findings.push({ title, line, problem: 'asserts nothing' })
      }
      if (
        ts.isPropertyAccessExpression(callee) &&
        ['skip', 'pin'].includes(callee.name.text) &&
        /^test\b/.test(callee.expression.getText(file))
      ) {
        findings.push({ title: callee.getText(file), line, problem: `is ${callee.name.text}ped` })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return findings
}

async function specFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.spec.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

test.group('Test habits', () => {
  test('the check finds a test that asserts nothing and a skipped one, and passes real assertions', ({
    assert,
  }) => {
    const source = `
      test('silent', async ({ client }) => { await client.get('/') })
      test('checked', async ({ client }) => { (await client.get('/')).assertStatus(200) })
      test('delegated', async ({ client, assert }) => { await fuzzForm(client, assert, form) })
      test('planned', ({ assert }) => { assert.plan(1); assert.isTrue(true) })
      test('chained').run(async () => { await work() })
      test.skip('later', () => {})
    `
    assert.deepEqual(
      habitsOf('example.spec.ts', source).map((finding) => [finding.title, finding.problem]),
      [
        ['silent', 'asserts nothing'],
        ['chained', 'asserts nothing'],
        ['test.skip', 'is skipped'],
      ]
    )
  })

  test('every test in tests/ asserts something, and none is skipped or pinned', async ({
    assert,
  }) => {
    const root = app.makePath('tests')
    const files = await specFiles(root)
    assert.isAbove(files.length, 100)
    const findings: string[] = []
    for (const file of files) {
      for (const finding of habitsOf(file, await readFile(file, 'utf8'))) {
        findings.push(
          `${relative(root, file)}:${finding.line} "${finding.title}" ${finding.problem}`
        )
      }
    }
    assert.deepEqual(findings, [])
  })
})
