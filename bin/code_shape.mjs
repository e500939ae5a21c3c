#!/usr/bin/env node
/*
| The shape rules for app/ and inertia/ (shadcn's components/ui aside):
| no file over 350 lines, no function over 80 lines, and in app/actions one
| exported use case per file that never sees the HTTP request.
|
|   node bin/code_shape.mjs [path-prefix ...]   prints every breach, exits 1 on any
*/
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import ts from 'typescript'

export const MAX_FILE_LINES = 350
export const MAX_FUNCTION_LINES = 80

function trackedSources(root) {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'app', 'inertia'], {
    cwd: root,
    encoding: 'utf8',
  })
  return out
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('/components/ui/'))
}

function lineOf(source, pos) {
  return source.getLineAndCharacterOfPosition(pos).line + 1
}

function functionName(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText()
  return '(anonymous)'
}

/** Every breach of the shape rules in one file. */
export function breachesOf(file, text) {
  const breaches = []
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (lines > MAX_FILE_LINES) breaches.push({ file, rule: 'file', lines })
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const length = lineOf(source, node.getEnd()) - lineOf(source, node.getStart(source)) + 1
      if (length > MAX_FUNCTION_LINES)
        breaches.push({ file, rule: 'function', name: functionName(node), lines: length })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (file.startsWith('app/actions/')) {
    const useCases = source.statements.filter(
      (statement) =>
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isVariableStatement(statement)) &&
        statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    )
    const names = useCases.flatMap((statement) =>
      ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name.getText())
        : [statement.name?.text ?? 'default']
    )
    if (names.length !== 1) breaches.push({ file, rule: 'use cases', names })
    if (/HttpContext|\brequest\b\s*[?:]/.test(text))
      breaches.push({ file, rule: 'http', names: ['HttpContext or request in an action'] })
  }
  return breaches
}

export function codeShapeBreaches(root = process.cwd(), prefixes = []) {
  return trackedSources(root)
    .filter((file) => prefixes.length === 0 || prefixes.some((prefix) => file.startsWith(prefix)))
    .flatMap((file) => breachesOf(file, readFileSync(`${root}/${file}`, 'utf8')))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const breaches = codeShapeBreaches(process.cwd(), process.argv.slice(2))
  for (const b of breaches) {
    const what =
      b.rule === 'file' || b.rule === 'function' ? `${b.lines} lines` : b.names.join(', ')
    console.log(`${b.rule.padEnd(9)} ${b.file}${b.name ? ` ${b.name}` : ''}: ${what}`)
  }
  const count = (rule) => breaches.filter((b) => b.rule === rule).length
  console.log(
    `files over ${MAX_FILE_LINES}: ${count('file')}, functions over ${MAX_FUNCTION_LINES}: ${count('function')}, ` +
      `action files with other than one use case: ${count('use cases')}, actions seeing HTTP: ${count('http')}`
  )
  process.exit(breaches.length ? 1 : 0)
}
