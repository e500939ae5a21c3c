import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { RoomTypeFactory } from '#database/factories/hotel/room_type_factory'
import { RoomFactory } from '#database/factories/hotel/room_factory'
import { GuestFactory } from '#database/factories/hotel/guest_factory'
import { BookingFactory } from '#database/factories/hotel/booking_factory'
import { InventoryCategoryFactory } from '#database/factories/inventory/inventory_category_factory'
import { SupplierFactory } from '#database/factories/inventory/supplier_factory'
import { ProductFactory } from '#database/factories/inventory/product_factory'
import { RestaurantTableFactory } from '#database/factories/restaurant/restaurant_table_factory'
import { MenuCategoryFactory } from '#database/factories/restaurant/menu_category_factory'
import { MenuItemFactory } from '#database/factories/restaurant/menu_item_factory'
import { ReservationFactory } from '#database/factories/restaurant/reservation_factory'
import { CustomerFactory } from '#database/factories/customers/customer_factory'

test.group('Factories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('each main model is made twice without a clash of its unique columns', async ({
    assert,
  }) => {
    const twice = async <T>(make: () => Promise<T>) => [await make(), await make()]
    const [first, second] = await twice(() => RoomFactory.with('roomType').create())
    assert.notEqual(first.number, second.number)
    assert.notEqual(first.roomTypeId, second.roomTypeId)
    const [one, other] = await twice(() => ProductFactory.with('category').create())
    assert.notEqual(one.sku, other.sku)
    for (const [a, b] of [
      await twice(() => RoomTypeFactory.create()).then((made) => made.map((row) => row.code)),
      await twice(() => GuestFactory.create()).then((made) => made.map((row) => row.email)),
      await twice(() => InventoryCategoryFactory.create()).then((made) => made.map((r) => r.name)),
      await twice(() => SupplierFactory.create()).then((made) => made.map((row) => row.name)),
      await twice(() => RestaurantTableFactory.create()).then((made) => made.map((r) => r.name)),
      await twice(() => MenuItemFactory.with('category').create()).then((made) =>
        made.map((row) => row.name)
      ),
      await twice(() => MenuCategoryFactory.create()).then((made) => made.map((row) => row.name)),
      await twice(() => CustomerFactory.create()).then((made) => made.map((row) => row.phone)),
    ]) {
      assert.notEqual(a, b)
    }
  })

  test('a booking is made with its nights, its total and its code', async ({ assert }) => {
    const made = await BookingFactory.with('guest')
      .with('roomType', 1, (type) => type.merge({ baseRateCents: 12000 }))
      .merge({ nightlyRateCents: 12000 })
      .create()
    assert.match(made.code ?? '', /^BK-\d{6}$/)
    assert.equal(made.totalCents, 24000)
    const nights = await db.from('booking_nights').where('booking_id', made.id).orderBy('night')
    assert.deepEqual(
      nights.map((night) => [night.room_type_id, night.rate_cents]),
      [
        [made.roomTypeId, 12000],
        [made.roomTypeId, 12000],
      ]
    )
  })

  test('a reservation ends its length after its start and gets its code', async ({ assert }) => {
    const made = await ReservationFactory.with('customer').merge({ durationMinutes: 120 }).create()
    assert.equal(made.endsAt.diff(made.startsAt, 'minutes').minutes, 120)
    assert.match(made.code ?? '', /^RS-\d{6}$/)
    assert.equal(made.status, 'booked')
  })
})
