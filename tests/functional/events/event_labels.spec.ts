import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { recordEvent } from '#services/record_event'
import { addDays, appToday } from '#services/clock'
import { recordedEventSites, sampleEvents } from '#tests/helpers/recorded_events'
import { administrator, as, seedRoles } from '../access/helpers.js'
import { booking, guest } from '../hotel/booking_factory.js'
import { roomType } from '../hotel/helpers.js'

/*
| Walks every event type the application records — found in the code, so a
| module added later is walked too — with sample values for every field
| (every code of a field that holds codes), and reads them the way the screens
| show them: Events Show, Events Index and a booking's timeline. A raw
| camelCase or snake_case key in that text fails, naming the key and where the
| event is recorded. Dotted names (a permission such as hotel.bookings.check_in)
| are names the product shows as they are, not keys.
*/
const RAW_KEY =
  /(?<![\w.@/-])(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)(?![\w.@/-])/g

type Shown = { where: string; screen: string; text: string | null }

function rawKeysIn(shown: Shown[]) {
  const found: string[] = []
  for (const { where, screen, text } of shown) {
    for (const [key] of (text ?? '').matchAll(RAW_KEY)) {
      found.push(
        `${screen} shows the raw key "${key}" in "${text}" (event recorded at ${where}): ` +
          `add its label to the module's strings file in resources/lang/en/ ` +
          `("events.field.${key}" for a field, "events.value.<field>.${key}" for a code)`
      )
    }
  }
  return found
}

test.group('Events: every event type reads in words', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('the code is read: every recordEvent call has a literal type and declared fields', async ({
    assert,
  }) => {
    const { sites, problems } = recordedEventSites()
    assert.deepEqual(problems, [])
    const types = new Set(sites.flatMap((site) => site.types))
    for (const known of [
      'auth.login.failed',
      'users.user.deactivated',
      'hotel.booking.checked_out',
      'hotel.booking.stay_extended',
      'hotel.invoice.issued',
      'hotel.folio.deposit_taken',
    ])
      assert.isTrue(
        types.has(known),
        `${known} is recorded by the app but the walk did not find it`
      )
  }).timeout(60_000)

  test('Events Show, Events Index and the booking timeline show labels and formatted values, never raw keys', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const type = await roomType()
    const subject = await booking(type, await guest(), {
      checkIn: appToday(),
      checkOut: addDays(appToday(), 1),
    })
    const { sites } = recordedEventSites()
    const recorded: { id: string; where: string; type: string }[] = []
    for (const site of sites) {
      for (const sample of sampleEvents(site)) {
        const event = await recordEvent(null, {
          ...sample,
          actorLabel: 'Walk Tester',
          subject: { type: 'booking', id: subject.id, label: subject.code },
        })
        recorded.push({ id: event.id, where: site.where, type: sample.type })
      }
    }
    const whereOf = new Map(recorded.map((event) => [event.id, event.where]))

    const shown: Shown[] = []
    const unlabelled: string[] = []
    for (const { id, where, type: eventType } of recorded) {
      const page = await as(client, admin, 'get', `/events/${id}`).withInertia()
      const event = (page.inertiaProps as any).event
      if (event.typeLabel === eventType)
        unlabelled.push(
          `event type "${eventType}" (recorded at ${where}) has no label: add "events.type.${eventType}" to its module's strings file`
        )
      shown.push(
        { where, screen: 'Events/Show', text: event.areaLabel },
        ...event.changes.flatMap((change: any) => [
          { where, screen: 'Events/Show', text: change.label },
          { where, screen: 'Events/Show', text: change.before },
          { where, screen: 'Events/Show', text: change.after },
        ]),
        ...event.details.flatMap((detail: any) => [
          { where, screen: 'Events/Show', text: detail.label },
          { where, screen: 'Events/Show', text: detail.value },
        ])
      )
    }

    for (let page = 1; page <= Math.ceil(recorded.length / 100); page++) {
      const index = await as(
        client,
        admin,
        'get',
        `/events?per_page=100&page=${page}`
      ).withInertia()
      const props = index.inertiaProps as any
      for (const event of props.events)
        shown.push({
          where: whereOf.get(event.id) ?? '?',
          screen: 'Events/Index',
          text: event.typeLabel,
        })
      for (const option of props.options.types)
        shown.push({ where: 'the type filter', screen: 'Events/Index', text: option.label })
    }

    const show = await as(client, admin, 'get', `/hotel/bookings/${subject.id}`).withInertia()
    for (const entry of (show.inertiaProps as any).timeline) {
      const where = whereOf.get(entry.id) ?? '?'
      shown.push(
        { where, screen: 'the booking timeline', text: entry.typeLabel },
        ...entry.changes.flatMap((change: any) => [
          { where, screen: 'the booking timeline', text: change.label },
          { where, screen: 'the booking timeline', text: change.before },
          { where, screen: 'the booking timeline', text: change.after },
        ]),
        ...entry.details.flatMap((detail: any) => [
          { where, screen: 'the booking timeline', text: detail.label },
          { where, screen: 'the booking timeline', text: detail.value },
        ])
      )
    }

    assert.isAbove(recorded.length, 40)
    assert.deepEqual([...new Set([...unlabelled, ...rawKeysIn(shown)])], [])
  }).timeout(120_000)

  test('values read as the screens should: money, dates, codes and yes/no', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const event = await recordEvent(null, {
      type: 'hotel.booking.checked_out',
      actorLabel: 'Walk Tester',
      subject: { type: 'booking', id: 1, label: 'BK-000055' },
      before: { status: 'checked_in', checkOut: '2026-11-27' },
      after: { status: 'checked_out', checkOut: '2026-11-25' },
      metadata: {
        invoice: 'INV-000550',
        balanceCents: 0,
        earlyDeparture: 'release',
        nightsReleased: 2,
        roomChargesRemovedCents: 19800,
        lateCheckOut: true,
      },
    })
    const page = await as(client, admin, 'get', `/events/${event.id}`).withInertia()
    const shown = (page.inertiaProps as any).event
    assert.equal(shown.typeLabel, 'Checked out')
    assert.deepEqual(shown.changes, [
      { field: 'status', label: 'Status', before: 'Checked in', after: 'Checked out' },
      { field: 'checkOut', label: 'Departure', before: 'Nov 27, 2026', after: 'Nov 25, 2026' },
    ])
    /* jsonb keeps its own key order, so the details come in no promised order. */
    assert.sameDeepMembers(
      shown.details.map((detail: any) => [detail.label, detail.value]),
      [
        ['Invoice', 'INV-000550'],
        ['Balance', '$0.00'],
        ['Nights not slept', 'Taken off the bill'],
        ['Nights released', '2'],
        ['Room charges taken off', '$198.00'],
        ['Late check-out', 'Yes'],
      ]
    )
  })

  test('an event field without a label is caught and named', async ({ assert }) => {
    const shown: Shown[] = [
      { where: 'app/example.ts:1', screen: 'Events/Show', text: 'tableNumber' },
      { where: 'app/example.ts:2', screen: 'Events/Show', text: 'Waiting for kitchen_ticket' },
      { where: 'app/example.ts:3', screen: 'Events/Show', text: 'hotel.bookings.check_in' },
      { where: 'app/example.ts:4', screen: 'Events/Show', text: 'Room 102, night of 2026-11-24' },
    ]
    const found = rawKeysIn(shown)
    assert.lengthOf(found, 2)
    assert.match(found[0], /raw key "tableNumber".*app\/example\.ts:1.*events\.field\.tableNumber/)
    assert.match(found[1], /raw key "kitchen_ticket"/)
  })
})
