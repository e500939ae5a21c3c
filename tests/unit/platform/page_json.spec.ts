import { test } from '@japa/runner'
import fc from 'fast-check'
import { scriptSafeJson } from '#services/page_json'

/* What the HTML parser reacts to inside a script element, and the two separators. */
const UNSAFE = /[<>&\u2028\u2029]/

test.group('First-paint page JSON', () => {
  test('names that end or hide the end of a script element are written as \\u escapes', ({
    assert,
  }) => {
    const page = {
      component: 'Customers/Show',
      props: {
        names: ['<!--<script>', '</script><script>alert(1)</script>', 'Tom & Jerry > Co'],
        separators: 'line\u2028paragraph\u2029end',
      },
    }
    const json = scriptSafeJson(page)
    assert.notMatch(json, UNSAFE)
    assert.include(json, '\\u003c!--\\u003cscript\\u003e')
    assert.include(json, '\\u003c/script\\u003e\\u003cscript\\u003e')
    assert.include(json, 'Tom \\u0026 Jerry \\u003e Co')
    assert.include(json, 'line\\u2028paragraph\\u2029end')
    assert.deepEqual(JSON.parse(json), page)
  })

  test('any text reads back exactly and never leaves an unsafe character', ({ assert }) => {
    assert.doesNotThrow(() =>
      fc.assert(
        fc.property(
          fc.jsonValue({ maxDepth: 2 }),
          fc.string({
            unit: fc.oneof(
              fc.constantFrom('<', '>', '&', '/', '!', '-', '\u2028', '\u2029'),
              fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
            ),
          }),
          (value, text) => {
            const page = { props: { value, text } }
            const json = scriptSafeJson(page)
            return !UNSAFE.test(json) && JSON.stringify(JSON.parse(json)) === JSON.stringify(page)
          }
        ),
        { numRuns: 200 }
      )
    )
  }).timeout(20_000)

  test('a value JSON cannot write is written as null, as the page would be', ({ assert }) => {
    assert.equal(scriptSafeJson(undefined), 'null')
  })
})
