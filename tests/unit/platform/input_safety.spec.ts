import { test } from '@japa/runner'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import vine, { VineValidator } from '@vinejs/vine'
import app from '@adonisjs/core/services/app'
import {
  amount,
  day as windowedDay,
  defuse,
  endDay,
  INTEGER_MAX,
  INTEGER_MIN,
  isoDay,
  STORABLE_NUMBER,
  WELL_FORMED_TEXT,
  WINDOWS,
} from '#validators/fields'
import { addDays, appToday } from '#services/clock'
import { maxRangeNights } from '#config/hotel'

type CompilerNode = {
  type: string
  subtype?: string
  fieldName?: string
  validations?: { name: string }[]
  parseFnId?: number
  schema?: CompilerNode
  each?: CompilerNode
  properties?: CompilerNode[]
  groups?: { conditions: { schema: CompilerNode }[] }[]
  conditions?: { schema: CompilerNode }[]
}

/** Every string and number field of a compiled schema, with the names of its rules. */
function literals(node: CompilerNode | undefined, path: string[] = []): [string, CompilerNode][] {
  if (!node) return []
  const here = node.fieldName ? [...path, node.fieldName] : path
  if (node.type === 'literal' || node.type === 'array') {
    const own: [string, CompilerNode][] = [[here.join('.') || '(root)', node]]
    return node.type === 'literal' ? own : [...own, ...literals(node.each, [...here, '*'])]
  }
  return [
    ...literals(node.schema, here),
    ...(node.properties ?? []).flatMap((child) => literals(child, here)),
    ...(node.conditions ?? []).flatMap((condition) => literals(condition.schema, here)),
    ...(node.groups ?? []).flatMap((group) =>
      group.conditions.flatMap((condition) => literals(condition.schema, here))
    ),
  ]
}

function validatorFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? validatorFiles(join(directory, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(directory, entry.name)]
        : []
  )
}

const probe = vine.create({
  text: vine.string().trim().optional(),
  count: vine.number().optional(),
  day: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  typed: isoDay().optional(),
})

async function messagesOf(data: Record<string, unknown>) {
  const [error] = await probe.tryValidate(data)
  return (error as any)?.messages.map((message: any) => [message.field, message.message]) ?? []
}

test.group('Input safety', () => {
  test('every string, number and array of every validator refuses what PostgreSQL cannot take, first', async ({
    assert,
  }) => {
    const directory = app.makePath('app/validators')
    let checked = 0
    const unguarded: string[] = []
    for (const file of validatorFiles(directory)) {
      const module = await import(pathToFileURL(file).href)
      for (const [name, value] of Object.entries(module)) {
        if (!(value instanceof VineValidator)) continue
        const { schema } = value.toJSON() as { schema: CompilerNode }
        for (const [field, node] of literals(schema)) {
          const rule =
            node.type === 'array'
              ? 'maxLength'
              : { string: WELL_FORMED_TEXT, number: STORABLE_NUMBER }[node.subtype ?? '']
          if (!rule) continue
          checked++
          const parsed = node.subtype !== 'number' || node.parseFnId !== undefined
          if (node.validations?.[0]?.name !== rule || !parsed)
            unguarded.push(`${relative(directory, file)} ${name}.${field}`)
        }
      }
    }
    assert.isAbove(checked, 100)
    assert.deepEqual(unguarded, [])
  })

  test('text that is not well-formed Unicode or holds NUL is refused with a message under its field', async ({
    assert,
  }) => {
    for (const text of ['\ud800', 'abc\udfff', 'a\u0000b', '\u0000']) {
      const [error] = await probe.tryValidate({ text })
      assert.deepEqual(
        (error as any)?.messages.map((message: any) => [message.field, message.message]),
        [['text', 'The text field contains invalid characters.']],
        JSON.stringify(text)
      )
    }
    for (const text of ['😀 Zoë', 'São Paulo', '日本', ' padded ']) {
      const [error, valid] = await probe.tryValidate({ text })
      assert.isNull(error)
      assert.equal(valid!.text, text.trim())
    }
  })

  test('numbers outside PostgreSQL integer, objects and arrays are refused, its bounds accepted', async ({
    assert,
  }) => {
    for (const count of [INTEGER_MAX + 1, 9007199254740992, 1e308, INTEGER_MIN - 1, '2147483648']) {
      const [error] = await probe.tryValidate({ count })
      assert.deepEqual(
        (error as any)?.messages.map((message: any) => [message.field, message.message]),
        [['count', 'The count field is out of range.']],
        String(count)
      )
    }
    for (const count of [{ toString: null }, [{ toString: null }], [5], { valueOf: 5 }]) {
      assert.deepEqual(
        await messagesOf({ count }),
        [['count', 'The count field must be a number']],
        JSON.stringify(count)
      )
    }
    for (const count of [INTEGER_MAX, INTEGER_MIN, 0, 1.5]) {
      const [error] = await probe.tryValidate({ count })
      assert.isNull(error)
    }
  })

  test('numbers are read from decimal digits only: no hex, exponent, sign or boolean', async ({
    assert,
  }) => {
    for (const count of ['0x10', '0b1', '1e3', '+1', 'Infinity', '1_000', true, false, '12abc']) {
      assert.deepEqual(
        await messagesOf({ count }),
        [['count', 'The count field must be a number']],
        String(count)
      )
    }
    for (const [count, read] of [
      ['16', 16],
      ['-3', -3],
      ['2.50', 2.5],
      ['007', 7],
      [42, 42],
    ] as const) {
      const [error, valid] = await probe.tryValidate({ count })
      assert.isNull(error, String(count))
      assert.equal(valid!.count, read)
    }
  })

  test('text refuses control characters but tab and line breaks', async ({ assert }) => {
    for (const text of ['a\u0007b', '\u001b[31m', 'x\u007f', 'a\u000bb', 'a\u0008']) {
      assert.deepEqual(
        await messagesOf({ text }),
        [['text', 'The text field contains invalid characters.']],
        JSON.stringify(text)
      )
    }
    for (const text of ['a\tb', 'line\nline', 'line\r\nline']) {
      assert.deepEqual(await messagesOf({ text }), [], JSON.stringify(text))
    }
  })

  test('a windowed date is refused outside its window, with the window in the message', async ({
    assert,
  }) => {
    const today = appToday()
    const stay = vine.create({
      from: windowedDay(WINDOWS.planning),
      to: endDay('from', maxRangeNights),
    })
    const messages = async (from: string, to: string) => {
      const [error] = await stay.tryValidate({ from, to })
      return (error as any)?.messages.map((message: any) => [message.field, message.message]) ?? []
    }
    assert.deepEqual(await messages(today, addDays(today, maxRangeNights())), [])
    assert.deepEqual(await messages(addDays(today, -365), addDays(today, -364)), [])
    assert.deepEqual(await messages(today, addDays(today, maxRangeNights() + 1)), [
      ['to', `The dates can span at most ${maxRangeNights()} nights.`],
    ])
    const [field, message] = (await messages('9999-12-30', '9999-12-31'))[0]
    assert.equal(field, 'from')
    assert.match(message, /^Choose a date from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d\.$/)
    for (const [from, to] of [
      [addDays(today, -400), addDays(today, -399)],
      ['1900-01-01', '1900-01-02'],
    ]) {
      assert.include(
        (await messages(from, to)).map(([name]: string[]) => name),
        'from',
        from
      )
    }
  })

  test('an amount is refused above its column, with the limit in the message', async ({
    assert,
  }) => {
    const price = vine.create({ price: amount(10_000_000) })
    const [error] = await price.tryValidate({ price: '100000.01' })
    assert.deepEqual(
      (error as any)?.messages.map((message: any) => message.message),
      ['The price can be at most 100,000.00.']
    )
    for (const [typed, cents] of [
      ['100000.00', 10_000_000],
      ['0.5', 50],
      [12.5, 1250],
    ] as const) {
      const [refused, valid] = await price.tryValidate({ price: typed })
      assert.isNull(refused)
      assert.equal(valid!.price, cents)
    }
    const [huge] = await price.tryValidate({ price: '99999999999999999999' })
    assert.isNotNull(huge)
  })

  test('dates of year 0 (PostgreSQL has none) or that do not exist are refused', async ({
    assert,
  }) => {
    for (const day of ['0000-01-01', '2026-02-31']) {
      assert.lengthOf(await messagesOf({ day }), 1, day)
    }
    for (const typed of ['0000-01-01', '2026-02-31', '2026-13-01', '2026-1-1', '+275760-09-13']) {
      assert.deepEqual(
        await messagesOf({ typed }),
        [['typed', 'The typed field must be a date written as YYYY-MM-DD.']],
        typed
      )
    }
    assert.deepEqual(await messagesOf({ day: '2028-02-29', typed: '2028-02-29' }), [])
    assert.deepEqual(await messagesOf({ day: '9999-12-31', typed: '0001-01-01' }), [])
  })

  test('keys that would make a value throw when converted are dropped at any depth', ({
    assert,
  }) => {
    const data = {
      dates: [{ toString: null, valueOf: 1, day: '2026-01-01' }],
      deep: [[{ toString: 'x' }]],
    }
    assert.deepEqual(defuse(data), { dates: [{ day: '2026-01-01' }], deep: [[{}]] })
    assert.equal(String(data.dates), '[object Object]')
    assert.doesNotThrow(() => defuse(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000))))
  })
})
