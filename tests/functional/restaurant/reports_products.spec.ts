import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { productReport } from '#queries/restaurant/reports/product_report'
import { rebuildSalesTotals } from '#services/restaurant/sales_totals'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { FROM, RANGE, TO, parseCsv, smallRestaurant } from './report_helpers.js'

/*
| The Products report on the small restaurant of report_helpers.ts.
|
| Revenue (net of the discount shares worked out in reports_sales.spec.ts):
|   Steak  2 + 1 sold, 37.80 + 18.90 = 56.70 gross, 4.32 + 4.12 off → 48.26
|   combo  2 sold, 40.00
|   Soup   1 + 3 + 2 sold, 36.00 gross, 3.92 off → 32.08
|   Cola   2 + 3 sold, 15.00 gross, 0.68 + 1.96 off → 12.36 (the voided Cola in O2 sells nothing)
|
| Cost: each order's sale_consumption value, shared by today's recipe cost of
| its sent lines (Steak 2.25 a portion, Cola 0.95, Soup none):
|   O1 6.58 over Steak ×2 (4.50) and Cola ×2 (1.90), 6.40 in all:
|      Steak 658·450/640 = 462 r420, Cola 658·190/640 = 195 r220 → Steak 4.63, Cola 1.95.
|   O2 4.15 over the combo's Steak 2.25 and Cola 0.95, Soup 0, the voided Cola 0.95:
|      exact → combo 3.20, Cola 0.95.
|   O3 5.19 over Steak 2.25, Soup 0, Cola ×3 2.85 (5.10):
|      Steak 519·225/510 = 228 r495, Cola 519·285/510 = 290 r15 → Steak 2.29, Cola 2.90.
|   O4 3.20 over the combo's Steak and Cola → combo 3.20.
|   Steak 4.63 + 2.29 = 6.92; combo 6.40; Soup 0; Cola 1.95 + 0.95 + 2.90 = 5.80.
|   Total 19.12 = 6.58 + 4.15 + 5.19 + 3.20, the movements' value.
| Margins: Steak 48.26 − 6.92 = 41.34 (85.66 %); combo 33.60 (84 %); Soup 32.08
| (100 %); Cola 6.56 (53.07 %); total 132.70 − 19.12 = 113.58 (85.59 %).
*/
const row = (
  kind: 'item' | 'combo',
  id: number,
  name: string,
  category: string | null,
  figures: [number, number, number, number, number, number | null]
) => {
  const [quantity, grossCents, discountCents, costCents, marginCents, marginBp] = figures
  return {
    key: `${kind}-${id}`,
    kind,
    id,
    name,
    category,
    quantity,
    grossCents,
    discountCents,
    revenueCents: grossCents - discountCents,
    costCents,
    marginCents,
    marginBp,
  }
}

test.group('Restaurant reports: products', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('per item and combo: quantity, net revenue, cost from the movements, margin', async ({
    assert,
  }) => {
    const { menu } = await smallRestaurant()
    const report = await productReport({ from: FROM, to: TO })
    assert.deepEqual(report.products, [
      row('item', menu.steak, 'Steak', 'Mains', [3, 5670, 844, 692, 4134, 8566]),
      row('combo', menu.combo, 'Steak and a drink', null, [2, 4000, 0, 640, 3360, 8400]),
      row('item', menu.soup, 'Soup', 'Mains', [6, 3600, 392, 0, 3208, 10000]),
      row('item', menu.soda, 'Cola', 'Drinks', [5, 1500, 264, 580, 656, 5307]),
    ])
    assert.deepEqual(report.totals, {
      quantity: 16,
      grossCents: 14770,
      discountCents: 1500,
      revenueCents: 13270,
      costCents: 1912,
      marginCents: 11358,
      marginBp: 8559,
    })
    /* What this restaurant's orders took from stock (other specs' committed movements are not its). */
    const [{ value }] = await db
      .from('stock_movements as m')
      .joinRaw(`JOIN orders o ON m.reference_type = 'order' AND m.reference_id = o.id::text`)
      .where('m.kind', 'sale_consumption')
      .sum('m.value_cents as value')
    assert.equal(-Number(value), report.totals.costCents)
  })

  test('a recipe changed after the orders closed leaves their costs as they were', async ({
    assert,
  }) => {
    const { menu } = await smallRestaurant()
    const before = await productReport({ from: FROM, to: TO })
    await db.from('menu_item_ingredients').where('menu_item_id', menu.soda).delete()
    await db.table('menu_item_ingredients').insert({
      menu_item_id: menu.soup,
      product_id: menu.beef.id,
      quantity: '500',
      unit: 'g',
    })
    const after = await productReport({ from: FROM, to: TO })
    assert.deepEqual(after.products, before.products)
  })

  test('an order whose items had no recipe cost when it closed shares its stock value by quantity', async ({
    assert,
  }) => {
    const { menu } = await smallRestaurant()
    /* No recipes when the orders closed: every order's stock value is shared by its sent lines' quantities. */
    await db.from('menu_item_ingredients').delete()
    await rebuildSalesTotals()
    const report = await productReport({ from: FROM, to: TO })
    const cost = Object.fromEntries(report.products.map((entry) => [entry.key, entry.costCents]))
    /*
    | O1 6.58: Steak ×2, Cola ×2 → 3.29 and 3.29.
    | O2 4.15: combo's Steak 1, Cola 1, Soup 1, voided Cola 1 → 415/4 = 103 r3 each;
    |    three cents left go to the first three lines (Steak, Cola of the combo, Soup) → combo 2.08, Soup 1.04, Cola 1.03.
    | O3 5.19: Steak 1, Soup 3, Cola 3 → 519/7: Steak 74 r1, Soup 222 r3, Cola 222 r3;
    |    one cent left → Soup (remainder 3, the earlier line) → Steak 0.74, Soup 2.23, Cola 2.22.
    | O4 3.20: Soup 2, the combo's Steak 1 and Cola 1 → Soup 1.60, combo 1.60.
    */
    assert.deepEqual(cost, {
      [`item-${menu.steak}`]: 329 + 74,
      [`combo-${menu.combo}`]: 208 + 160,
      [`item-${menu.soup}`]: 104 + 223 + 160,
      [`item-${menu.soda}`]: 329 + 103 + 222,
    })
    assert.equal(report.totals.costCents, 1912)
  })

  test('the page and its CSV: one row per item with the total', async ({ client, assert }) => {
    await smallRestaurant()
    const admin = await administrator()
    const page = await as(
      client,
      admin,
      'get',
      `/restaurant/reports/products?${RANGE}`
    ).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Restaurant/Reports/Products')
    assert.equal((page.inertiaProps as any).report.totals.costCents, 1912)

    const csv = await as(client, admin, 'get', `/restaurant/reports/products.csv?${RANGE}`)
    csv.assertStatus(200)
    assert.equal(
      csv.header('content-disposition'),
      'attachment; filename="restaurant-products-2027-04-01-2027-04-02.csv"'
    )
    assert.deepEqual(parseCsv(csv.text()), [
      [
        'Item',
        'Category',
        'Quantity',
        'Gross (USD)',
        'Discounts (USD)',
        'Revenue (USD)',
        'Cost (USD)',
        'Margin (USD)',
        'Margin %',
      ],
      ['Steak', 'Mains', '3', '56.70', '8.44', '48.26', '6.92', '41.34', '85.66'],
      ['Steak and a drink', 'Combo', '2', '40.00', '0.00', '40.00', '6.40', '33.60', '84.00'],
      ['Soup', 'Mains', '6', '36.00', '3.92', '32.08', '0.00', '32.08', '100.00'],
      ['Cola', 'Drinks', '5', '15.00', '2.64', '12.36', '5.80', '6.56', '53.07'],
      ['Total', '', '16', '147.70', '15.00', '132.70', '19.12', '113.58', '85.59'],
    ])
  })
})
