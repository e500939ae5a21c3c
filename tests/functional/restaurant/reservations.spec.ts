import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Reservation from '#models/restaurant/reservation'
import Customer from '#models/customers/customer'
import { appToday } from '#services/clock'
import { as, seedRoles, userWithRoles } from '../access/helpers.js'
import {
  captureBroadcasts,
  countOf,
  customer,
  diningTable,
  errorsOf,
  reservation,
  eventsOf,
  markEvents,
} from './helpers.js'
import { fingerprint } from '#tests/helpers/fuzz'

/* A local date and time some days ahead, as the form sends them. */
function ahead(days: number, time = '20:00') {
  return { date: DateTime.fromISO(appToday()).plus({ days }).toISODate()!, time }
}

const form = (overrides: Record<string, unknown> = {}) => ({
  party_size: 4,
  ...ahead(3),
  duration_minutes: 90,
  notes: 'Window seat, a birthday',
  ...overrides,
})

test.group('Restaurant: reservations', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())
  group.each.setup(() => markEvents())

  test('a reservation for an existing customer at a table is booked for 90 minutes by default, with its event', async ({
    client,
    assert,
    cleanup,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const regular = await customer({ name: 'Lucía Vega', phone: '+34 600 111 222' })
    const table = await diningTable({ name: 'T6', seats: 4 })
    const sent = captureBroadcasts(cleanup)
    const response = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_id: regular.id, table_id: table.id, duration_minutes: undefined })
    )
    const created = await Reservation.query().orderBy('id', 'desc').firstOrFail()
    response.assertHeader('location', `/restaurant/reservations/${created.id}`)
    response.assertFlashMessage('success', `Reservation ${created.code} is booked.`)
    assert.match(created.code!, /^RS-\d{6}$/)
    assert.equal(created.status, 'booked')
    assert.equal(created.durationMinutes, 90)
    assert.equal(created.endsAt.diff(created.startsAt, 'minutes').minutes, 90)
    assert.equal(created.startsAt.setZone('UTC').toFormat('HH:mm'), '20:00')
    assert.equal(created.createdBy, waiter.id)
    const [event] = await eventsOf('restaurant.reservation.created')
    assert.containsSubset(event, {
      subjectType: 'reservation',
      subjectLabel: created.code,
      actorId: waiter.id,
    })
    assert.containsSubset(event.changes.after, {
      partySize: 4,
      tableId: table.id,
      status: 'booked',
    })
    assert.isTrue(
      sent.some(
        (message) =>
          message.event === 'App\\Events\\TableStatusChanged' && message.data.tableId === table.id
      )
    )
  })

  test('a name and phone create the customer, and the same phone later finds them again', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_name: 'Akira Sato', phone: '+81 90-1234-5678' })
    )
    const akira = await Customer.findByOrFail('name', 'Akira Sato')
    assert.equal(akira.phoneDigits, '819012345678')
    assert.lengthOf(await eventsOf('customers.customer.created'), 1)

    await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ ...ahead(5), customer_name: 'A. Sato', phone: '81 90 1234 5678' })
    )
    assert.equal(await countOf('customers'), 1)
    const both = await Reservation.query().where('customer_id', akira.id)
    assert.lengthOf(both, 2)
    assert.isTrue(both.every((booking) => booking.tableId === null))
  })

  test('bad input is reported field by field, never a 500, and nothing is written', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const response = await as(client, waiter, 'post', '/restaurant/reservations').json({
      party_size: 0,
      date: '2026-13-40',
      time: '25:99',
      duration_minutes: 5,
      table_id: 999999,
    })
    response.assertStatus(302)
    const errors = errorsOf(response)
    assert.deepEqual(errors.customer_name, [
      "Enter the customer's name (or choose an existing customer).",
    ])
    assert.deepEqual(errors.phone, ['Enter a phone number (or choose an existing customer).'])
    assert.deepEqual(errors.party_size, ['The party size must be at least 1.'])
    assert.deepEqual(errors.date, ['Enter a date such as 2026-11-22.'])
    assert.deepEqual(errors.time, ['Enter a time such as 19:30.'])
    assert.deepEqual(errors.duration_minutes, ['The duration must be at least 15.'])
    assert.deepEqual(errors.table_id, ['Choose an existing table.'])

    const past = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_name: 'Ana', phone: '12345678', ...ahead(-1) })
    )
    assert.deepEqual(errorsOf(past).time, ['This time has passed: choose a later date or time.'])
    const shortPhone = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_name: 'Ana', phone: '12-34' })
    )
    assert.deepEqual(errorsOf(shortPhone).phone, ['Enter a phone number with at least 6 digits.'])
    assert.equal(await countOf('reservations'), 0)
    assert.equal(await countOf('customers'), 0)
  })

  test('a table never holds two overlapping reservations, and must seat the party', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const guest = await customer({ name: 'Omar Haddad', phone: '555 010 999' })
    const table = await diningTable({ name: 'T8', seats: 4 })
    const first = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_id: guest.id, table_id: table.id, ...ahead(2, '19:30') })
    )
    first.assertStatus(302)
    const held = await Reservation.query().firstOrFail()

    const overlapping = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_id: guest.id, table_id: table.id, ...ahead(2, '20:30') })
    )
    assert.deepEqual(errorsOf(overlapping).table_id, [
      `Table T8 is already reserved from 19:30 to 21:00 (${held.code}). Choose another table or time.`,
    ])
    const tooMany = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_id: guest.id, table_id: table.id, party_size: 6, ...ahead(4) })
    )
    assert.deepEqual(errorsOf(tooMany).table_id, [
      'Table T8 seats 4: a party of 6 needs a bigger table.',
    ])

    const rightAfter = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({ customer_id: guest.id, table_id: table.id, ...ahead(2, '21:00') })
    )
    rightAfter.assertStatus(302)
    assert.equal(await countOf('reservations'), 2, 'back-to-back reservations do not overlap')

    await as(client, waiter, 'post', `/restaurant/reservations/${held.id}/cancel`).json({})
    const afterCancel = await as(client, waiter, 'post', '/restaurant/reservations').json(
      form({
        customer_id: guest.id,
        table_id: table.id,
        ...ahead(2, '19:00'),
        duration_minutes: 120,
      })
    )
    afterCancel.assertStatus(302)
    assert.deepEqual(errorsOf(afterCancel), {}, 'a cancelled reservation no longer holds the table')
  })

  test('the database itself refuses a second active reservation on a table at an overlapping time', async ({
    assert,
  }) => {
    const table = await diningTable({ name: 'T9' })
    const held = await reservation(table, { minutesFromNow: 600 })
    /* In a savepoint of its own, so the test's transaction survives the refusal. */
    const error = await db
      .transaction((trx) =>
        trx
          .insertQuery()
          .table('reservations')
          .insert({
            customer_id: held.customerId,
            table_id: table.id,
            party_size: 2,
            starts_at: held.startsAt.plus({ minutes: 60 }).toJSDate(),
            duration_minutes: 90,
            ends_at: held.startsAt.plus({ minutes: 150 }).toJSDate(),
            status: 'seated',
            created_at: new Date(),
            updated_at: new Date(),
          })
      )
      .catch((caught) => caught)
    assert.equal(error.code, '23P01')
    assert.equal(error.constraint, 'reservations_no_double_booking')
    held.status = 'cancelled'
    await held.save()
    const after = await reservation(table, { minutesFromNow: 660 })
    assert.equal(after.status, 'booked', 'a cancelled reservation no longer holds the table')
  })

  test('booked → seated → completed; every other move is refused with a message', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const table = await diningTable({ name: 'T2' })
    const party = await reservation(table, { minutesFromNow: 5 })

    const early = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/no-show`
    ).json({})
    early.assertFlashMessage(
      'error',
      `The party may still come: a no-show can be marked once ${party.startsAt.setZone('UTC').toFormat('HH:mm')} has passed.`
    )
    const complete = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/complete`
    ).json({})
    complete.assertFlashMessage(
      'error',
      'Only a seated party can be completed; this reservation is booked.'
    )

    await as(client, waiter, 'post', `/restaurant/reservations/${party.id}/seat`).json({})
    await party.refresh()
    assert.equal(party.status, 'seated')
    const cancel = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/cancel`
    ).json({})
    cancel.assertFlashMessage(
      'error',
      'Only a booked reservation can be cancelled; this one is seated.'
    )

    await as(client, waiter, 'post', `/restaurant/reservations/${party.id}/complete`).json({})
    await party.refresh()
    await table.refresh()
    assert.equal(party.status, 'completed')
    assert.isNotNull(party.completedAt)
    assert.isNotNull(table.needsCleaningSince)
    const seatAgain = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/seat`
    ).json({})
    seatAgain.assertFlashMessage(
      'error',
      'Only a booked reservation can be seated; this one is completed.'
    )
    assert.deepEqual(
      (await eventsOf('restaurant.reservation.seated'))
        .concat(await eventsOf('restaurant.reservation.completed'))
        .map((event) => event.changes.after.status),
      ['seated', 'completed']
    )

    const late = await reservation(null, { minutesFromNow: -20 })
    await as(client, waiter, 'post', `/restaurant/reservations/${late.id}/no-show`).json({})
    await late.refresh()
    assert.equal(late.status, 'no_show')
    assert.lengthOf(await eventsOf('restaurant.reservation.no_show'), 1)
  })

  test('seating needs a table that is free now: not occupied, cleaned, today', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const busy = await diningTable({ name: 'T1' })
    const dirty = await diningTable({ name: 'T2', needsCleaningSince: DateTime.now() })
    const sitting = await reservation(busy, {
      minutesFromNow: -200,
      duration: 90,
      status: 'seated',
    })
    const party = await reservation(null, { minutesFromNow: 10 })

    const noTable = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/seat`
    ).json({})
    assert.deepEqual(errorsOf(noTable).table_id, ['Choose the table to seat the party at.'])
    const occupied = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/seat`
    ).json({ table_id: busy.id })
    assert.deepEqual(errorsOf(occupied).table_id, [
      `Table T1 is still occupied (${sitting.code}): complete that party first.`,
    ])
    const unclean = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/seat`
    ).json({ table_id: dirty.id })
    assert.deepEqual(errorsOf(unclean).table_id, [
      'Table T2 needs cleaning first: mark it cleaned on the floor map.',
    ])
    const tomorrow = await reservation(busy, { minutesFromNow: 26 * 60 })
    const notToday = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${tomorrow.id}/seat`
    ).json({})
    assert.match(
      (notToday.flashMessages() as any).error,
      /^This reservation is for \d{4}-\d{2}-\d{2}: a party is seated on its day\.$/
    )
    await party.refresh()
    assert.equal(party.status, 'booked')
  })

  test('a booked reservation can be changed (table assigned later); a stale page is refused', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const party = await reservation(null, { minutesFromNow: 24 * 60 })
    const table = await diningTable({ name: 'T3', seats: 6 })
    const response = await as(client, waiter, 'put', `/restaurant/reservations/${party.id}`).json({
      party_size: 5,
      ...ahead(2, '13:15'),
      duration_minutes: 120,
      table_id: table.id,
      notes: 'Moved to lunch',
      lock_version: party.lockVersion,
    })
    response.assertHeader('location', `/restaurant/reservations/${party.id}`)
    await party.refresh()
    assert.deepEqual(
      [party.partySize, party.tableId, party.durationMinutes, party.notes, party.lockVersion],
      [5, table.id, 120, 'Moved to lunch', 2]
    )
    const [event] = await eventsOf('restaurant.reservation.updated')
    assert.containsSubset(event.changes.after, { partySize: 5, tableId: table.id })

    const stale = await as(client, waiter, 'put', `/restaurant/reservations/${party.id}`).json({
      party_size: 2,
      ...ahead(2, '13:15'),
      lock_version: 1,
    })
    stale.assertFlashMessage(
      'error',
      'Someone else changed this reservation meanwhile. Reload the page and try again.'
    )
    await party.refresh()
    assert.equal(party.partySize, 5)
  })

  test('the list filters by period, status and customer; the day view lays the day out by table', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const table = await diningTable({ name: 'T1' })
    const ana = await customer({ name: 'Ana Lima', phone: '555 123 456' })
    const today = await reservation(table, { customer: ana, minutesFromNow: 1 })
    const tomorrow = await reservation(null, { minutesFromNow: 26 * 60 })
    const done = await reservation(table, { minutesFromNow: -300, status: 'completed' })

    const upcoming = await as(client, waiter, 'get', '/restaurant/reservations').withInertia()
    upcoming.assertInertiaComponent('Restaurant/Reservations/Index')
    const ids = (response: any) => response.inertiaProps.reservations.data.map((row: any) => row.id)
    assert.deepEqual(ids(upcoming), [today.id, tomorrow.id])
    assert.deepEqual(
      ids(await as(client, waiter, 'get', '/restaurant/reservations?when=past').withInertia()),
      [done.id]
    )
    assert.deepEqual(
      ids(await as(client, waiter, 'get', '/restaurant/reservations?search=lima').withInertia()),
      [today.id]
    )
    assert.deepEqual(
      ids(
        await as(
          client,
          waiter,
          'get',
          '/restaurant/reservations?when=all&status=completed'
        ).withInertia()
      ),
      [done.id]
    )

    const day = await as(client, waiter, 'get', '/restaurant/reservations?view=day').withInertia()
    const props = day.inertiaProps as any
    assert.equal(props.day.date, appToday())
    assert.deepEqual(
      props.day.tables.map((row: any) => row.name),
      ['T1']
    )
    assert.includeMembers(
      props.day.reservations.map((row: any) => row.id),
      [today.id]
    )
    assert.isNull(props.reservations)
  })

  test('reservations need their permissions (403) and the Show page offers only allowed moves', async ({
    client,
    assert,
  }) => {
    const kitchen = await userWithRoles(['Kitchen'])
    const receptionist = await userWithRoles(['Receptionist'])
    const party = await reservation(null, { minutesFromNow: -10 })
    const before = await fingerprint(['reservations', 'customers', 'restaurant_tables', 'events'])
    for (const [method, url] of [
      ['get', '/restaurant/reservations'],
      ['get', `/restaurant/reservations/${party.id}`],
      ['get', '/restaurant/reservations/create'],
      ['post', '/restaurant/reservations'],
      ['post', `/restaurant/reservations/${party.id}/seat`],
      ['post', `/restaurant/reservations/${party.id}/cancel`],
    ] as const) {
      const response = await as(client, kitchen, method, url).header('accept', 'text/html')
      response.assertStatus(403)
    }
    assert.equal(
      await fingerprint(['reservations', 'customers', 'restaurant_tables', 'events']),
      before,
      'the refused writes changed nothing'
    )
    const show = await as(
      client,
      receptionist,
      'get',
      `/restaurant/reservations/${party.id}`
    ).withInertia()
    assert.deepEqual((show.inertiaProps as any).can, {
      edit: true,
      seat: true,
      complete: false,
      cancel: true,
      noShow: true,
      viewCustomer: true,
    })
    const tomorrow = await reservation(null, { minutesFromNow: 26 * 60 })
    const tomorrowPage = await as(
      client,
      receptionist,
      'get',
      `/restaurant/reservations/${tomorrow.id}`
    ).withInertia()
    assert.containsSubset((tomorrowPage.inertiaProps as any).can, {
      edit: true,
      seat: false,
      noShow: false,
      cancel: true,
    })
  })

  test('a JSON client gets 409 with a JSON body for a refused move, and nothing moves', async ({
    client,
    assert,
  }) => {
    const waiter = await userWithRoles(['Waiter'])
    const party = await reservation(await diningTable({ name: 'T5' }), { minutesFromNow: 30 })

    const refused = await as(
      client,
      waiter,
      'post',
      `/restaurant/reservations/${party.id}/complete`
    )
      .header('accept', 'application/json')
      .json({})
    refused.assertStatus(409)
    assert.deepEqual(refused.body(), {
      status: 409,
      code: 'E_NOT_ALLOWED',
      message: 'Only a seated party can be completed; this reservation is booked.',
      field: null,
      errors: [],
    })

    const stale = await as(client, waiter, 'post', `/restaurant/reservations/${party.id}/cancel`)
      .header('accept', 'application/json')
      .json({ lock_version: party.lockVersion + 1 })
    stale.assertStatus(409)
    assert.equal(stale.body().code, 'E_STALE_EDIT')

    await party.refresh()
    assert.equal(party.status, 'booked')
    assert.lengthOf(await eventsOf('restaurant.reservation.completed'), 0)
  })
})
