import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import type User from '#models/identity/user'
import { createOrder } from '#actions/restaurant/create_order'
import { systemAudit } from '#services/audit_context'
import { openCashDrawer } from '#actions/restaurant/open_cash_drawer'
import { includedTaxCents } from '#queries/restaurant/bill'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import { diningTable } from './helpers.js'
import { comboLine, itemLine, serviceMenu } from './order_helpers.js'
import { payment } from './payment_rows.js'
import { pdfText } from '#tests/helpers/pdf_text'

/*
| Table T7: two steaks (37.80), a cola (3.00), the steak-and-drink combo
| (20.00, its steak and cola indented under it) and a soup that was voided;
| 1.80 off. Total 59.00, of which tax at 10 % = 59.00 × 10 / 110 = 5.36.
| Paid 40.00 cash with a 2.00 tip, 50.00 tendered, 8.00 change: 19.00 due.
*/
async function servedOrder(waiter: User) {
  const menu = await serviceMenu()
  const table = await diningTable({ name: 'T7' })
  const order = await createOrder(
    {
      kind: 'dine_in',
      table_id: table.id,
      covers: 2,
      lines: [
        itemLine(menu.steak.id, 2),
        itemLine(menu.soda.id),
        comboLine(menu.combo.id),
        itemLine(menu.soda.id, 1, { notes: 'Soup stand-in' }),
      ],
    },
    systemAudit(waiter)
  )
  const last = await db.from('order_lines').where('order_id', order.id).max('id as id').first()
  await db
    .from('order_lines')
    .where('id', last.id)
    .update({ voided_at: new Date(), void_reason: 'Changed mind', name: 'Soup' })
  await db
    .from('orders')
    .where('id', order.id)
    .update({ discount_cents: 180, discount_reason: 'Regulars' })
  const drawer = await openCashDrawer({ cashier: waiter, floatCents: 0 }, systemAudit(waiter))
  await payment({
    orderId: order.id,
    cashier: waiter,
    method: 'cash',
    amountCents: 4000,
    tipCents: 200,
    tenderedCents: 5000,
    changeCents: 800,
    drawerId: drawer.id,
  })
  return order
}

test.group('Restaurant: the bill', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => seedRoles())
  group.each.setup(() => {
    env.set('PROPERTY_LEGAL_NAME', 'Posada del Mar S.A.')
    env.set('PROPERTY_ADDRESS', 'Calle Mayor 1, Cádiz')
    env.set('PROPERTY_TAX_ID', 'ES-A12345678')
    return () => {
      env.set('PROPERTY_LEGAL_NAME', '')
      env.set('PROPERTY_ADDRESS', '')
      env.set('PROPERTY_TAX_ID', '')
    }
  })

  test('tax included in a gross amount is worked out from it, to the cent', ({ assert }) => {
    assert.equal(includedTaxCents(5900, 1000), 536)
    assert.equal(includedTaxCents(1100, 1000), 100)
    assert.equal(includedTaxCents(5, 1000), 0)
    assert.equal(includedTaxCents(6, 1000), 1)
    assert.equal(includedTaxCents(12100, 2100), 2100)
    assert.equal(includedTaxCents(999, 0), 0)
  })

  test('the print view shows the seller, the lines, the tax, the payments and what is due', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'], { fullName: 'Carla Cash' })
    const order = await servedOrder(cashier)
    const response = await as(client, cashier, 'get', `/restaurant/orders/${order.id}/bill`)
    response.assertStatus(200)
    assert.include(response.header('content-type'), 'text/html')
    const html = response.text().replace(/\s+/g, ' ')
    for (const text of [
      'Posada del Mar S.A.',
      'Calle Mayor 1, Cádiz',
      'Tax id ES-A12345678',
      '<h2>Bill</h2>',
      `Order ${order.number}`,
      'Table T7 · 2 covers',
      'Served by Carla Cash',
      '>Steak<',
      '$37.80',
      'Steak and a drink',
      '1 × Steak',
      '1 × Cola',
      'Discount (Regulars)',
      '-$1.80',
      '$59.00',
      'of which tax 10%',
      '$5.36',
      'Tips',
      '$2.00',
      'tendered $50.00 · change $8.00 · tip $2.00',
      'Balance due',
      '$19.00',
      '@media print',
      '80mm',
    ])
      assert.include(html, text)
    assert.notInclude(html, 'Soup')
  })

  test('a closed order hands over a receipt, refunds shown negative with their reason', async ({
    client,
    assert,
  }) => {
    const cashier = await userWithRoles(['Cashier'])
    const order = await servedOrder(cashier)
    const first = await db.from('payments').where('order_id', order.id).first()
    await payment({
      orderId: order.id,
      cashier,
      method: 'card',
      amountCents: 1900,
    })
    await payment({
      orderId: order.id,
      cashier,
      method: 'cash',
      amountCents: -500,
      refundOf: first.id,
      reason: 'Cold steak',
      drawerId: first.cash_drawer_id,
    })
    await db
      .from('orders')
      .where('id', order.id)
      .update({ status: 'closed', closed_at: new Date() })
    const html = (await as(client, cashier, 'get', `/restaurant/orders/${order.id}/bill`)).text()
    assert.include(html, '<h2>Receipt</h2>')
    assert.include(html, 'Cash refund (Cold steak)')
    assert.include(html, '-$5.00')
    assert.match(html.replace(/\s+/g, ' '), /Balance due<\/td> <td class="amount">\$5\.00/)
  })

  test('a voided order’s bill says so', async ({ client, assert }) => {
    const cashier = await userWithRoles(['Cashier'])
    const order = await servedOrder(cashier)
    await db
      .from('orders')
      .where('id', order.id)
      .update({ status: 'voided', voided_at: new Date(), void_reason: 'Walked out' })
    const html = (await as(client, cashier, 'get', `/restaurant/orders/${order.id}/bill`)).text()
    assert.include(html, '<h2>Voided order (nothing to pay)</h2>')
  })

  test('the PDF is a PDF with the same figures', async ({ client, assert }) => {
    const cashier = await userWithRoles(['Cashier'])
    const order = await servedOrder(cashier)
    const request = as(client, cashier, 'get', `/restaurant/orders/${order.id}/bill.pdf`)
    request.request
      .buffer(true)
      .parse((res: any, callback: (error: Error | null, body: Buffer) => void) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => callback(null, Buffer.concat(chunks)))
      })
    const response = await request
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    const pdf = response.body() as Buffer
    assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF')
    const text = pdfText(pdf).join('\n')
    for (const expected of [
      'Posada del Mar S.A.',
      'Tax id ES-A12345678',
      'Bill',
      `Order ${order.number}`,
      'Steak and a drink',
      '1 × Steak',
      'of which tax 10%',
      '$5.36',
      'Balance due',
      '$19.00',
    ])
      assert.include(text, expected)
  })

  test('the bill needs orders.view; an unknown order is 404', async ({ client }) => {
    const cashier = await userWithRoles(['Cashier'])
    const order = await servedOrder(cashier)
    const kitchen = await userWithRoles(['Kitchen'])
    ;(await as(client, kitchen, 'get', `/restaurant/orders/${order.id}/bill`)).assertStatus(403)
    ;(await as(client, kitchen, 'get', `/restaurant/orders/${order.id}/bill.pdf`)).assertStatus(403)
    ;(await as(client, cashier, 'get', '/restaurant/orders/999999/bill')).assertStatus(404)
    ;(await as(client, cashier, 'get', '/restaurant/orders/999999/bill.pdf')).assertStatus(404)
  })
})
