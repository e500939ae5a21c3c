import { test } from '@japa/runner'
import { Qs } from '@adonisjs/core/http'
import { http } from '#config/app'
import { searchParams } from '../../../inertia/lib/search-params.js'

test.group('Query strings built for links', () => {
  test('nulls are left out, arrays and nested objects use brackets, values are encoded', ({
    assert,
  }) => {
    const text = searchParams({
      search: 'Zoë & co',
      page: 2,
      empty: '',
      gone: null,
      missing: undefined,
      status: ['confirmed', 'pending'],
      range: { from: '2026-11-01', to: '2026-11-30' },
    })
    assert.equal(
      text,
      'search=Zo%C3%AB%20%26%20co&page=2&empty=&status[]=confirmed&status[]=pending&range[from]=2026-11-01&range[to]=2026-11-30'
    )
  })

  test('the server reads back what was written', ({ assert }) => {
    const query = { search: 'a+b/c?', status: ['x', 'y'], range: { from: '2026-01-01' } }
    assert.deepEqual(new Qs(http.qs).parse(searchParams(query)), query)
  })
})
