import { test } from '@japa/runner'
import { formatFieldValue } from '#transformers/events/event_fields'

test.group('Event values', () => {
  test('money in whole cents reads as currency', ({ assert }) => {
    assert.equal(formatFieldValue('hotel.folio.payment_taken', 'amountCents', 29700), '$297.00')
  })

  test('a cost in fractions of a cent reads as currency with the decimals it needs', ({
    assert,
  }) => {
    const format = (value: string) =>
      formatFieldValue('inventory.stock.received', 'unitCostCents', value)
    assert.equal(format('1250.0000'), '$12.50')
    assert.equal(format('0.4500'), '$0.0045')
    assert.equal(format('12.3456'), '$0.123456')
    assert.equal(format('-200.5000'), '-$2.005')
  })

  test('a decimal string under another name is left as it is', ({ assert }) => {
    assert.equal(formatFieldValue('inventory.stock.received', 'quantity', '2.500'), '2.500')
  })
})
