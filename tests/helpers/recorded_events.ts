/*
| Every event the application can record, read from its code: each call of
| recordEvent() under app/ (any module, including ones added later), with the
| event types its `type` can take and the fields its `before`, `after` and
| `metadata` carry, as the TypeScript checker sees them. A field whose type is
| a set of codes ('checked_in' | 'checked_out' …) lists every code, so a walk
| over the samples meets each of them.
|
| A call the checker cannot read (a `type` typed as plain string, fields typed
| as Record<string, unknown>) is reported as a problem: give it a literal type
| or a named shape, so the walk covers it.
*/
import ts from 'typescript'
import { relative } from 'node:path'
import app from '@adonisjs/core/services/app'

export type SampleValue = string | number | boolean | (string | number)[]

export type RecordedEventSite = {
  /** app/actions/hotel/check_out.ts:112 */
  where: string
  types: string[]
  parts: Partial<Record<'before' | 'after' | 'metadata', Record<string, SampleValue[]>>>
}

const PARTS = ['before', 'after', 'metadata'] as const

function program() {
  const root = app.makePath()
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json')!
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }
  )!
  const appDirectory = app.makePath('app')
  return ts.createProgram(
    config.fileNames.filter((file) => file.startsWith(appDirectory)),
    config.options
  )
}

const members = (type: ts.Type) => (type.isUnion() ? type.types : [type])

/** Sample values a field of this type may hold: every code of a set of codes, else one plausible value. */
function samplesOf(checker: ts.TypeChecker, field: string, type: ts.Type): SampleValue[] {
  const samples: SampleValue[] = []
  let plainString = false
  for (const member of members(checker.getNonNullableType(type))) {
    if (member.isStringLiteral()) samples.push(member.value)
    else if (member.isNumberLiteral()) samples.push(member.value)
    else if (member.flags & ts.TypeFlags.BooleanLiteral) {
      if (!samples.includes(true)) samples.push(true)
    } else if (member.flags & ts.TypeFlags.NumberLike) samples.push(12345)
    else if (checker.isArrayType(member)) {
      const [element] = checker.getTypeArguments(member as ts.TypeReference)
      const items = samplesOf(checker, field, element).filter(
        (item): item is string | number => typeof item === 'string' || typeof item === 'number'
      )
      samples.push(items.length ? items : ['Sample text'])
    } else plainString = true
  }
  if (plainString || samples.length === 0) {
    samples.push(
      /At$/.test(field)
        ? '2026-11-24T10:30:00.000Z'
        : /(On|In|Out|Date)$/.test(field)
          ? '2026-11-24'
          : 'Sample text'
    )
  }
  return samples
}

function propertyValue(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression, name: string) {
  for (const property of literal.properties) {
    if (!property.name || !ts.isIdentifier(property.name) || property.name.text !== name) continue
    if (ts.isPropertyAssignment(property)) return checker.getTypeAtLocation(property.initializer)
    if (ts.isShorthandPropertyAssignment(property)) {
      const symbol = checker.getShorthandAssignmentValueSymbol(property)
      return symbol ? checker.getTypeOfSymbolAtLocation(symbol, property) : null
    }
  }
  return null
}

let discovered: { sites: RecordedEventSite[]; problems: string[] } | null = null

/** Reads the code once per test run (building the checker takes seconds). */
export function recordedEventSites() {
  discovered ??= discover()
  return discovered
}

function discover() {
  const source = program()
  const checker = source.getTypeChecker()
  const sites: RecordedEventSite[] = []
  const problems: string[] = []
  for (const file of source.getSourceFiles()) {
    if (!file.fileName.startsWith(app.makePath('app'))) continue
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ((ts.isIdentifier(node.expression) && node.expression.text === 'recordEvent') ||
          (ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === 'recordEvent')) &&
        !file.fileName.endsWith('record_event.ts')
      ) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1
        const where = `${relative(app.makePath(), file.fileName)}:${line}`
        const input = node.arguments[1]
        if (!input || !ts.isObjectLiteralExpression(input)) {
          problems.push(`${where}: pass recordEvent an object literal the walk can read`)
          return
        }
        const typeOfType = propertyValue(checker, input, 'type')
        const types = typeOfType
          ? members(typeOfType).map((member) => (member.isStringLiteral() ? member.value : null))
          : [null]
        if (types.includes(null)) {
          problems.push(`${where}: the event type is not a literal the walk can read`)
          return
        }
        const site: RecordedEventSite = { where, types: types as string[], parts: {} }
        for (const part of PARTS) {
          const type = propertyValue(checker, input, part)
          if (!type) continue
          const fields: Record<string, SampleValue[]> = {}
          const shapes = members(checker.getNonNullableType(type)).filter(
            (member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined))
          )
          for (const shape of shapes) {
            if (checker.getIndexInfosOfType(shape).length) {
              problems.push(`${where}: its ${part} has no declared fields (give it a named shape)`)
              continue
            }
            for (const property of checker.getPropertiesOfType(shape)) {
              const propertyType = checker.getTypeOfSymbolAtLocation(property, input)
              fields[property.name] = [
                ...new Set([
                  ...(fields[property.name] ?? []),
                  ...samplesOf(checker, property.name, propertyType),
                ]),
              ]
            }
          }
          if (Object.keys(fields).length) site.parts[part] = fields
        }
        sites.push(site)
      }
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return { sites, problems }
}

/**
 * The events to record for one call: enough variants that every sample of
 * every field appears once as the value after (and, for fields changed, a
 * different value before).
 */
export function sampleEvents(site: RecordedEventSite) {
  const lists = Object.values(site.parts).flatMap((fields) => Object.values(fields))
  const variants = Math.max(1, ...lists.map((samples) => samples.length))
  const events: {
    type: string
    before?: Record<string, SampleValue | null>
    after?: Record<string, SampleValue | null>
    metadata?: Record<string, SampleValue | null>
  }[] = []
  for (const type of site.types) {
    for (let index = 0; index < variants; index++) {
      const pick = (samples: SampleValue[], shift = 0) => samples[(index + shift) % samples.length]
      const event: (typeof events)[number] = { type }
      const { before, after, metadata } = site.parts
      if (after)
        event.after = Object.fromEntries(
          Object.entries(after).map(([field, samples]) => [field, pick(samples)])
        )
      if (before) {
        event.before = Object.fromEntries(
          Object.entries(before).map(([field, samples]) => {
            if (!after?.[field]) return [field, pick(samples)]
            /* A field in both is shown as a change: before must differ from after. */
            return [field, samples.length > 1 ? pick(samples, 1) : null]
          })
        )
      }
      if (metadata)
        event.metadata = Object.fromEntries(
          Object.entries(metadata).map(([field, samples]) => [field, pick(samples)])
        )
      events.push(event)
    }
  }
  return events
}
