import { test } from '@japa/runner'
import { createReservationValidator } from '#validators/restaurant/reservations'
import { restaurantMessages } from '#validators/restaurant/messages'

test.group('Restaurant validation messages', () => {
  test('a message names the field in words, never by its key', async ({ assert }) => {
    const error = await createReservationValidator
      .validate(
        { table_id: 1.5, customer_id: 2.5, party_size: 'x', time: '7pm', lock_version: 'a' },
        { messagesProvider: restaurantMessages }
      )
      .catch((caught) => caught)
    const messages = error.messages as { field: string; message: string }[]
    const of = (field: string) => messages.find((entry) => entry.field === field)?.message
    assert.equal(of('table_id'), 'The table must be a whole number.')
    assert.equal(of('customer_id'), 'The customer must be a whole number.')
    for (const { message } of messages) assert.notMatch(message, /[a-z]_[a-z]/, message)
  })
})
