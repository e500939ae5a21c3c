import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { category, move, product, supplier } from '#tests/helpers/inventory'

/*
| Whatever arrives in a field — the wrong type, a huge number, a NUL byte, a
| lone surrogate, a nested object — every inventory form answers with messages
| under its fields (a redirect back), never a server error, and writes nothing.
*/
const JUNK: unknown[] = [
  null,
  '',
  ' ',
  [],
  {},
  ['a', 'b'],
  { nested: { deeper: true } },
  true,
  -1,
  0,
  1.5,
  1e308,
  '1e308',
  -2147483649,
  2147483648,
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'x'.repeat(5000),
  'bad\u0000byte',
  'broken \ud800 surrogate',
  '<script>alert(1)</script>\u0007',
]

const TABLES = ['inventory_categories', 'suppliers', 'products', 'stock_movements', 'events']

async function counts() {
  const result: Record<string, number> = {}
  for (const table of TABLES) {
    const row = await db.from(table).count('* as total').first()
    result[table] = Number(row.total)
  }
  return result
}

test.group('Inventory: junk in every field', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.timeout(120_000)

  test('every inventory form refuses junk field by field, never with a 5xx, writing nothing', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const dairy = await category({ name: 'Dairy' })
    const valle = await supplier({ name: 'Valle' })
    const milk = await product({ sku: 'MILK', categoryId: dairy.id, preferredSupplierId: valle.id })
    await move({ productId: milk.id, kind: 'purchase_receipt', quantity: '5', unitCostCents: '90' })

    type Form = {
      method: 'post' | 'put'
      url: string
      valid: (n: number) => Promise<Record<string, unknown>> | Record<string, unknown>
    }
    const forms: Form[] = [
      {
        method: 'post',
        url: '/inventory/categories',
        valid: (n) => ({ name: `Cheese ${n}`, parent_id: dairy.id, description: 'Soft' }),
      },
      {
        method: 'put',
        url: `/inventory/categories/${dairy.id}`,
        valid: () => ({ name: 'Dairy', description: 'Milk' }),
      },
      {
        method: 'post',
        url: '/inventory/suppliers',
        valid: (n) => ({
          name: `Norte ${n}`,
          tax_id: 'B1',
          contact_name: 'Ana',
          email: 'ana@norte.example',
          phone: '1',
          address: 'Street',
          payment_terms: '30 days',
          lead_time_days: 3,
          active: true,
        }),
      },
      {
        method: 'put',
        url: `/inventory/suppliers/${valle.id}`,
        valid: () => ({ name: 'Valle', lead_time_days: 2, active: true }),
      },
      {
        method: 'post',
        url: '/inventory/products',
        valid: (n) => ({
          sku: `BUTTER-${n}`,
          name: 'Butter',
          category_id: dairy.id,
          unit: 'kg',
          purchase_unit: 'block',
          purchase_unit_factor: '0.25',
          preferred_supplier_id: valle.id,
          reorder_point: '2',
          reorder_quantity: '4',
          active: true,
        }),
      },
      {
        method: 'put',
        url: `/inventory/products/${milk.id}`,
        valid: async () => ({
          sku: 'MILK',
          name: 'Milk',
          category_id: dairy.id,
          unit: 'l',
          reorder_point: '1',
          lock_version: (await milk.refresh()).lockVersion,
        }),
      },
      {
        method: 'post',
        url: '/inventory/movements',
        valid: () => ({
          product_id: milk.id,
          reason: 'correction',
          direction: 'in',
          quantity: '1',
          unit_cost: '1.20',
          note: 'ok',
        }),
      },
      {
        method: 'post',
        url: '/inventory/movements',
        valid: () => ({ product_id: milk.id, reason: 'stocktake', counted_quantity: '4' }),
      },
    ]

    let attempts = 0
    let refused = 0
    for (const form of forms) {
      for (const field of Object.keys(await form.valid(0))) {
        for (const junk of JUNK) {
          attempts++
          const body = { ...(await form.valid(attempts)), [field]: junk }
          const before = await counts()
          const response = await as(client, admin, form.method, form.url).json(body)
          const label = `${form.method} ${form.url} ${field}=${JSON.stringify(junk)?.slice(0, 40)}`
          assert.isBelow(response.status(), 500, label)
          assert.equal(response.status(), 302, label)
          const errors = response.flashMessages()?.inputErrorsBag as
            Record<string, string[]> | undefined
          if (!errors) continue
          refused++
          assert.property(errors, field, label)
          assert.isString(errors[field][0], label)
          assert.deepEqual(await counts(), before, `${label} wrote something`)
        }
      }
    }
    assert.isAbove(attempts, 800)
    assert.isAbove(refused, attempts / 2)
  })
})

test.group('Inventory: junk in list URLs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('a list URL with junk shows the list with defaults, never a server error', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const milk = await product({ sku: 'MILK' })
    const junk = [
      'page=100000000000000000000',
      'page=99999999999',
      'page=-1&per_page=0',
      'per_page=1e9',
      'sort[]=name&direction[x]=1',
      'search=%00',
      'search=%ED%A0%80',
      `search=${'x'.repeat(500)}`,
      'from=2026-13-45&to=1999-01-01',
      'product=1e400&kind[]=adjustment',
    ]
    for (const path of [
      '/inventory/categories',
      '/inventory/suppliers',
      '/inventory/products',
      '/inventory/movements',
      `/inventory/movements/kardex?product=${milk.id}&`,
    ]) {
      for (const query of junk) {
        const url = path.includes('?') ? `${path}${query}` : `${path}?${query}`
        const response = await as(client, admin, 'get', url)
        assert.equal(response.status(), 200, url)
      }
    }
  })
})
