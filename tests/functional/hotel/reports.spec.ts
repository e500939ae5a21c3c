import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import FolioCharge from '#models/hotel/folio_charge'
import RoomBlock from '#models/hotel/room_block'
import { occupancyReport } from '#queries/hotel/occupancy'
import { revenueReport } from '#queries/hotel/revenue'
import { roomTypeReport } from '#queries/hotel/room_type_report'
import { guestReport } from '#queries/hotel/guest_report'
import { basisPoints, roundedRatio } from '#queries/report_math'
import { csvAmount, csvCell } from '#services/csv'
import { addDays, appToday } from '#services/clock'
import { administrator, as, seedRoles, userWithRoles } from '../access/helpers.js'
import { booking, guest } from './booking_factory.js'
import { room, roomType } from './helpers.js'

/*
| The hotel's reports on a small hotel whose every figure is worked out by hand.
|
| Room types and rooms: STD (101, 102) and DLX (201, 202); 202 is out of order
| on the nights 2027-03-02 and 03-03. The range is 2027-03-01 … 2027-03-04.
|
|   A  Ana  (ES)  STD 101  02-27 → 03-03  checked_out  100.00  (crosses the start: 03-01, 03-02 in range)
|   B  Ben  (GB)  DLX 201  03-01 → 03-04  checked_in   200.00  (03-01, 03-02, 03-03)
|   C  Ana  (ES)  STD 102  03-03 → 03-06  confirmed    125.00  (crosses the end: 03-03, 03-04 in range)
|   D  Cai  (—)   STD  –   03-02 → 03-03  pending       90.00  not sold
|   E  Dee  (GB)  DLX  –   03-01 → 03-03  cancelled    300.00  not sold
|   F  Eve  (—)   DLX 202  03-04 → 03-05  confirmed    170.00  (03-04)
|   G  Dee  (GB)  DLX 201  03-04 → 03-06  confirmed    210.00  (03-04 in range)
|   I  Ben  (GB)  STD 101  01-10 → 01-12  checked_out  100.00  (outside the range: only makes Ben a repeat guest)
|
| Folio: Ana (A) restaurant 35.00 on 03-02 counts; a room charge (100.00, 03-01)
| and a restaurant charge on 02-28 (9.99) do not. Ben (B) extra 20.00 on 03-03.
*/
const FROM = '2027-03-01'
const TO = '2027-03-04'
const RANGE = `from=${FROM}&to=${TO}`

async function smallHotel() {
  const standard = await roomType({ code: 'STD', name: 'Standard', baseRateCents: 10000 })
  const deluxe = await roomType({ code: 'DLX', name: 'Deluxe', baseRateCents: 20000 })
  const r101 = await room(standard, { number: '101' })
  const r102 = await room(standard, { number: '102' })
  const r201 = await room(deluxe, { number: '201', floor: 2 })
  const r202 = await room(deluxe, { number: '202', floor: 2 })
  await RoomBlock.create({
    roomId: r202.id,
    startsOn: DateTime.fromISO('2027-03-02'),
    endsOn: DateTime.fromISO('2027-03-04'),
    reason: 'Leak',
  })

  const ana = await guest({ firstName: 'Ana', lastName: 'Souza', nationality: 'ES' })
  const ben = await guest({ firstName: 'Ben', lastName: 'Smith, Jr.', nationality: 'GB' })
  const cai = await guest({ firstName: 'Cai', lastName: 'Lee', nationality: null })
  const dee = await guest({ firstName: 'Dee', lastName: 'Jones', nationality: 'GB' })
  /* A name a spreadsheet would run as a formula. */
  const eve = await guest({
    firstName: '=HYPERLINK("http://evil.test")',
    lastName: 'Eve',
    nationality: null,
  })

  const a = await booking(standard, ana, {
    checkIn: '2027-02-27',
    checkOut: '2027-03-03',
    roomId: r101.id,
    status: 'checked_out',
    rateCents: 10000,
  })
  const b = await booking(deluxe, ben, {
    checkIn: '2027-03-01',
    checkOut: '2027-03-04',
    roomId: r201.id,
    status: 'checked_in',
    rateCents: 20000,
  })
  await booking(standard, ana, {
    checkIn: '2027-03-03',
    checkOut: '2027-03-06',
    roomId: r102.id,
    status: 'confirmed',
    rateCents: 12500,
  })
  await booking(standard, cai, {
    checkIn: '2027-03-02',
    checkOut: '2027-03-03',
    status: 'pending',
    rateCents: 9000,
  })
  await booking(deluxe, dee, {
    checkIn: '2027-03-01',
    checkOut: '2027-03-03',
    status: 'cancelled',
    rateCents: 30000,
  })
  await booking(deluxe, eve, {
    checkIn: '2027-03-04',
    checkOut: '2027-03-05',
    roomId: r202.id,
    status: 'confirmed',
    rateCents: 17000,
  })
  await booking(deluxe, dee, {
    checkIn: '2027-03-04',
    checkOut: '2027-03-06',
    roomId: r201.id,
    status: 'confirmed',
    rateCents: 21000,
  })
  await booking(standard, ben, {
    checkIn: '2027-01-10',
    checkOut: '2027-01-12',
    roomId: r101.id,
    status: 'checked_out',
    rateCents: 10000,
  })

  const charge = (
    bookingId: number,
    kind: 'room' | 'restaurant' | 'extra',
    serviceDate: string,
    amountCents: number
  ) =>
    FolioCharge.create({
      bookingId,
      kind,
      description: kind,
      serviceDate: DateTime.fromISO(serviceDate),
      amountCents,
      taxRateBp: 1000,
      taxCents: amountCents / 10,
      totalCents: amountCents + amountCents / 10,
    })
  await charge(a.id, 'restaurant', '2027-03-02', 3500)
  await charge(a.id, 'room', '2027-03-01', 10000)
  await charge(a.id, 'restaurant', '2027-02-28', 990)
  await charge(b.id, 'extra', '2027-03-03', 2000)
}

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') ((cell += '"'), i++)
      else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') (row.push(cell), (cell = ''))
    else if (char === '\r' && text[i + 1] === '\n')
      (row.push(cell), rows.push(row), (row = []), (cell = ''), i++)
    else cell += char
  }
  if (cell || row.length) (row.push(cell), rows.push(row))
  return rows
}

test.group('Hotel: reports', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))
  group.each.setup(() => seedRoles())

  test('ratios round half up in whole cents and basis points, and are 0 over nothing', ({
    assert,
  }) => {
    assert.equal(roundedRatio(25, 2), 13) /* 12.5 → 13 */
    assert.equal(roundedRatio(7, 3), 2) /* 2.33 → 2 */
    assert.equal(roundedRatio(5, 3), 2) /* 1.67 → 2 */
    assert.equal(roundedRatio(100, 0), 0)
    assert.equal(basisPoints(2, 3), 6667) /* 66.666… % */
    assert.equal(basisPoints(1, 8), 1250)
    assert.equal(roundedRatio(9, 4, 100), 225)
  })

  test('occupancy per day: sold over available, blocks removed, pending and cancelled nights left out', async ({
    assert,
  }) => {
    await smallHotel()
    const report = await occupancyReport(FROM, TO)
    assert.deepEqual(report.days, [
      /* 4 rooms; A + B sold; 2/4 */
      { day: '2027-03-01', available: 4, sold: 2, occupancyBp: 5000 },
      /* 202 blocked → 3; A + B (D is pending); 2/3 = 66.67 % */
      { day: '2027-03-02', available: 3, sold: 2, occupancyBp: 6667 },
      /* still blocked → 3; B + C; 2/3 */
      { day: '2027-03-03', available: 3, sold: 2, occupancyBp: 6667 },
      /* block ended → 4; C + F + G; 3/4 */
      { day: '2027-03-04', available: 4, sold: 3, occupancyBp: 7500 },
    ])
    /* Sums, not an average of the days: 9 / 14 = 64.2857 % → 6429 bp (the mean of the daily figures would be 6458). */
    assert.deepEqual(report.totals, { available: 14, sold: 9, occupancyBp: 6429 })
  })

  test('revenue per day with ADR and RevPAR in cents, and range totals from sums', async ({
    assert,
  }) => {
    await smallHotel()
    const report = await revenueReport(FROM, TO)
    assert.deepEqual(report.days, [
      /* 100 + 200 = 300.00; ADR 300/2 = 150.00; RevPAR 300/4 = 75.00 */
      {
        day: '2027-03-01',
        available: 4,
        sold: 2,
        revenueCents: 30000,
        adrCents: 15000,
        revparCents: 7500,
      },
      /* 100 + 200; RevPAR 300/3 = 100.00 */
      {
        day: '2027-03-02',
        available: 3,
        sold: 2,
        revenueCents: 30000,
        adrCents: 15000,
        revparCents: 10000,
      },
      /* 200 + 125 = 325.00; ADR 162.50; RevPAR 325/3 = 108.333… → 108.33 */
      {
        day: '2027-03-03',
        available: 3,
        sold: 2,
        revenueCents: 32500,
        adrCents: 16250,
        revparCents: 10833,
      },
      /* 125 + 170 + 210 = 505.00; ADR 505/3 = 168.333… → 168.33; RevPAR 505/4 = 126.25 */
      {
        day: '2027-03-04',
        available: 4,
        sold: 3,
        revenueCents: 50500,
        adrCents: 16833,
        revparCents: 12625,
      },
    ])
    /* 1430.00 over 9 sold = 158.888… → 158.89; over 14 available = 102.1428… → 102.14 */
    assert.deepEqual(report.totals, {
      available: 14,
      sold: 9,
      revenueCents: 143000,
      adrCents: 15889,
      revparCents: 10214,
    })
  })

  test('room types: available net of blocks, sold nights, occupancy, revenue, ADR and share', async ({
    assert,
  }) => {
    await smallHotel()
    const report = await roomTypeReport(FROM, TO)
    assert.deepEqual(report.types, [
      /* 2 rooms × 4 days = 8; 202 blocked 2 nights → 6; B 3 + F 1 + G 1 = 5 nights, 600 + 170 + 210 = 980.00;
         5/6 = 83.33 %; ADR 196.00; 980/1430 = 68.53 % */
      {
        roomTypeId: report.types[0].roomTypeId,
        code: 'DLX',
        name: 'Deluxe',
        available: 6,
        sold: 5,
        occupancyBp: 8333,
        revenueCents: 98000,
        adrCents: 19600,
        revenueShareBp: 6853,
      },
      /* 8 available; A 2 + C 2 = 4 nights (D pending), 200 + 250 = 450.00; 50 %; ADR 112.50; 450/1430 = 31.47 % */
      {
        roomTypeId: report.types[1].roomTypeId,
        code: 'STD',
        name: 'Standard',
        available: 8,
        sold: 4,
        occupancyBp: 5000,
        revenueCents: 45000,
        adrCents: 11250,
        revenueShareBp: 3147,
      },
    ])
    assert.deepEqual(report.totals, {
      available: 14,
      sold: 9,
      occupancyBp: 6429,
      revenueCents: 143000,
      adrCents: 15889,
      revenueShareBp: 10000,
    })
  })

  test('guests: nationalities, repeat guests, top spenders and average length of stay', async ({
    assert,
  }) => {
    await smallHotel()
    const report = await guestReport(FROM, TO)
    /* With a sold night in range: Ana, Ben, Dee, Eve (Cai is only pending; Dee's cancelled stay does not count). */
    assert.equal(report.guests, 4)
    assert.deepEqual(report.nationalities, [
      /* Ben and Dee; Ben also stayed in January → repeat */
      { nationality: 'GB', guests: 2, repeatGuests: 1, shareBp: 5000 },
      /* Ana: A and C → repeat */
      { nationality: 'ES', guests: 1, repeatGuests: 1, shareBp: 2500 },
      { nationality: null, guests: 1, repeatGuests: 0, shareBp: 2500 },
    ])
    /* Ana and Ben of 4 = 50 %; Dee has one sold and one cancelled booking: not a repeat guest. */
    assert.deepEqual(report.repeatGuests, { guests: 2, shareBp: 5000 })
    assert.deepEqual(
      report.topGuests.map((row) => [
        row.name,
        row.nights,
        row.roomRevenueCents,
        row.otherChargesCents,
        row.spendCents,
      ]),
      [
        /* B 3 × 200 + extra 20 */
        ['Ben Smith, Jr.', 3, 60000, 2000, 62000],
        /* A 2 × 100 + C 2 × 125 + restaurant 35 (the room charge and the 02-28 one are left out) */
        ['Ana Souza', 4, 45000, 3500, 48500],
        ['Dee Jones', 1, 21000, 0, 21000],
        ['=HYPERLINK("http://evil.test") Eve', 1, 17000, 0, 17000],
      ]
    )
    /* Sold bookings arriving in range: B 3, C 3, F 1, G 2 nights → 9 / 4 = 2.25 */
    assert.deepEqual(report.averageStay, { bookings: 4, nights: 9, hundredths: 225 })
  })

  test('each report page shows the range, its figures and the quick ranges', async ({
    client,
    assert,
  }) => {
    await smallHotel()
    const admin = await administrator()
    const occupancy = await as(
      client,
      admin,
      'get',
      `/hotel/reports/occupancy?${RANGE}`
    ).withInertia()
    occupancy.assertInertiaComponent('Hotel/Reports/Occupancy')
    const props = occupancy.inertiaProps as any
    assert.deepEqual(props.range, { from: FROM, to: TO })
    assert.deepEqual(props.rangeErrors, {})
    assert.equal(props.report.totals.occupancyBp, 6429)
    assert.equal(props.currency, 'USD')
    const today = appToday()
    assert.deepInclude(props.presets, { key: 'last_7', from: addDays(today, -6), to: today })
    assert.deepInclude(props.presets, { key: 'next_30', from: today, to: addDays(today, 29) })

    const revenue = await as(client, admin, 'get', `/hotel/reports/revenue?${RANGE}`).withInertia()
    revenue.assertInertiaComponent('Hotel/Reports/Revenue')
    assert.equal((revenue.inertiaProps as any).report.totals.revparCents, 10214)
    const types = await as(client, admin, 'get', `/hotel/reports/room-types?${RANGE}`).withInertia()
    types.assertInertiaComponent('Hotel/Reports/RoomTypes')
    assert.lengthOf((types.inertiaProps as any).report.types, 2)
    const guests = await as(client, admin, 'get', `/hotel/reports/guests?${RANGE}`).withInertia()
    guests.assertInertiaComponent('Hotel/Reports/Guests')
    assert.equal((guests.inertiaProps as any).report.averageStay.hundredths, 225)
  })

  test('the reports index shows one headline per report for the last 30 days', async ({
    client,
    assert,
  }) => {
    const today = appToday()
    const type = await roomType({ code: 'STD', name: 'Standard' })
    const only = await room(type, { number: '101' })
    await booking(type, await guest({ nationality: 'ES' }), {
      checkIn: addDays(today, -3),
      checkOut: addDays(today, -1),
      roomId: only.id,
      status: 'checked_out',
      rateCents: 8000,
    })
    const response = await as(client, await administrator(), 'get', '/hotel/reports').withInertia()
    response.assertInertiaComponent('Hotel/Reports/Index')
    assert.deepEqual((response.inertiaProps as any).range, { from: addDays(today, -29), to: today })
    /* 2 sold of 30 available = 6.67 %; 160.00; ADR 80.00; the one type earns it all; one guest, no repeat. */
    assert.deepEqual((response.inertiaProps as any).headlines, {
      occupancyBp: 667,
      revenueCents: 16000,
      adrCents: 8000,
      topRoomType: { name: 'Standard', shareBp: 10000 },
      guests: 1,
      repeatShareBp: 0,
    })
  })

  test('a broken range shows the default range with the message next to the field, never an error page', async ({
    client,
    assert,
  }) => {
    const admin = await administrator()
    const today = appToday()
    const fallback = { from: addDays(today, -29), to: today }
    const read = async (query: string) => {
      const response = await as(
        client,
        admin,
        'get',
        `/hotel/reports/occupancy?${query}`
      ).withInertia()
      response.assertStatus(200)
      return response.inertiaProps as any
    }

    const impossible = await read('from=2027-02-30&to=2027-03-04')
    assert.deepEqual(impossible.range, fallback)
    assert.deepEqual(impossible.rangeErrors, { from: 'Enter a date as YYYY-MM-DD.' })
    assert.lengthOf(impossible.report.days, 30)

    assert.deepEqual((await read('from=yesterday&to=03/04/2027')).rangeErrors, {
      from: 'Enter a date as YYYY-MM-DD.',
      to: 'Enter a date as YYYY-MM-DD.',
    })
    const backwards = await read('from=2027-03-05&to=2027-03-01')
    assert.deepEqual(backwards.rangeErrors, {
      to: 'The end date must be on or after the start date.',
    })
    assert.deepEqual(backwards.range, fallback)
    assert.deepEqual((await read('from=2024-01-01&to=2027-01-01')).rangeErrors, {
      to: 'Choose a range shorter than 3 years.',
    })

    const longest = await read('from=2024-01-01&to=2026-12-31')
    assert.deepEqual(longest.rangeErrors, {})
    assert.lengthOf(longest.report.days, 1096)
    /* One end only: the 30 days that start or end there. */
    assert.deepEqual((await read('from=2027-03-01')).range, {
      from: '2027-03-01',
      to: '2027-03-30',
    })
    assert.deepEqual((await read('to=2027-03-30')).range, { from: '2027-03-01', to: '2027-03-30' })
    assert.deepEqual((await read('')).range, fallback)

    const csv = await as(client, admin, 'get', '/hotel/reports/occupancy.csv?from=nonsense')
    csv.assertStatus(200)
    assert.equal(
      csv.header('content-disposition'),
      `attachment; filename="occupancy-${fallback.from}-${fallback.to}.csv"`
    )
  })

  test('the occupancy CSV streams the table rows with their totals', async ({ client, assert }) => {
    await smallHotel()
    const response = await as(
      client,
      await administrator(),
      'get',
      `/hotel/reports/occupancy.csv?${RANGE}`
    )
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    assert.equal(
      response.header('content-disposition'),
      'attachment; filename="occupancy-2027-03-01-2027-03-04.csv"'
    )
    assert.deepEqual(parseCsv(response.text()), [
      ['Date', 'Available room-nights', 'Sold room-nights', 'Occupancy %'],
      ['2027-03-01', '4', '2', '50.00'],
      ['2027-03-02', '3', '2', '66.67'],
      ['2027-03-03', '3', '2', '66.67'],
      ['2027-03-04', '4', '3', '75.00'],
      ['Total', '14', '9', '64.29'],
    ])
  })

  test('the revenue and room-type CSVs hold the same rows as their tables, amounts as decimals', async ({
    client,
    assert,
  }) => {
    await smallHotel()
    const admin = await administrator()
    const revenue = await as(client, admin, 'get', `/hotel/reports/revenue.csv?${RANGE}`)
    assert.equal(
      revenue.header('content-disposition'),
      'attachment; filename="revenue-2027-03-01-2027-03-04.csv"'
    )
    assert.deepEqual(parseCsv(revenue.text()), [
      [
        'Date',
        'Available room-nights',
        'Sold room-nights',
        'Room revenue (USD)',
        'ADR (USD)',
        'RevPAR (USD)',
      ],
      ['2027-03-01', '4', '2', '300.00', '150.00', '75.00'],
      ['2027-03-02', '3', '2', '300.00', '150.00', '100.00'],
      ['2027-03-03', '3', '2', '325.00', '162.50', '108.33'],
      ['2027-03-04', '4', '3', '505.00', '168.33', '126.25'],
      ['Total', '14', '9', '1430.00', '158.89', '102.14'],
    ])

    const types = await as(client, admin, 'get', `/hotel/reports/room-types.csv?${RANGE}`)
    assert.equal(types.header('content-type'), 'text/csv; charset=utf-8')
    assert.deepEqual(parseCsv(types.text()), [
      [
        'Code',
        'Room type',
        'Available room-nights',
        'Sold room-nights',
        'Occupancy %',
        'Room revenue (USD)',
        'ADR (USD)',
        'Share of revenue %',
      ],
      ['DLX', 'Deluxe', '6', '5', '83.33', '980.00', '196.00', '68.53'],
      ['STD', 'Standard', '8', '4', '50.00', '450.00', '112.50', '31.47'],
      ['', 'Total', '14', '9', '64.29', '1430.00', '158.89', '100.00'],
    ])
  })

  test('the guests CSV lists every spender; a cell that starts like a formula is neutralised', async ({
    client,
    assert,
  }) => {
    await smallHotel()
    const response = await as(
      client,
      await administrator(),
      'get',
      `/hotel/reports/guests.csv?${RANGE}`
    )
    assert.equal(
      response.header('content-disposition'),
      'attachment; filename="guests-2027-03-01-2027-03-04.csv"'
    )
    const text = response.text()
    /* The comma in "Smith, Jr." and the quotes in the formula are quoted as RFC 4180 says. */
    assert.include(text, '"Ben Smith, Jr.",GB,3,2,600.00,20.00,620.00\r\n')
    assert.include(text, `"'=HYPERLINK(""http://evil.test"") Eve",,1,1,170.00,0.00,170.00\r\n`)
    assert.deepEqual(parseCsv(text), [
      [
        'Guest',
        'Nationality',
        'Nights in range',
        'Stays in total',
        'Room revenue (USD)',
        'Other charges (USD)',
        'Spend (USD)',
      ],
      ['Ben Smith, Jr.', 'GB', '3', '2', '600.00', '20.00', '620.00'],
      ['Ana Souza', 'ES', '4', '2', '450.00', '35.00', '485.00'],
      ['Dee Jones', 'GB', '1', '1', '210.00', '0.00', '210.00'],
      [`'=HYPERLINK("http://evil.test") Eve`, '', '1', '1', '170.00', '0.00', '170.00'],
    ])
  })

  test('CSV cells: RFC 4180 quoting and the formula guard', ({ assert }) => {
    assert.equal(csvCell('plain'), 'plain')
    assert.equal(csvCell('a,b'), '"a,b"')
    assert.equal(csvCell('say "hi"'), '"say ""hi"""')
    assert.equal(csvCell('two\nlines'), '"two\nlines"')
    assert.equal(csvCell('=1+2'), "'=1+2")
    assert.equal(csvCell('+34 600'), "'+34 600")
    assert.equal(csvCell('-2'), "'-2")
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)")
    assert.equal(csvCell('\t=cmd'), "'\t=cmd")
    /* Numbers come from the application and stay numbers. */
    assert.equal(csvCell(-2.5), '-2.5')
    assert.equal(csvCell(csvAmount(-310)), '-3.10')
    assert.equal(csvCell(null), '')
  })

  test('the reports need reports.view.hotel: a receptionist is refused with 403', async ({
    client,
  }) => {
    const receptionist = await userWithRoles(['Receptionist'])
    for (const path of [
      '/hotel/reports',
      '/hotel/reports/occupancy',
      '/hotel/reports/occupancy.csv',
      '/hotel/reports/revenue.csv',
      '/hotel/reports/room-types',
      '/hotel/reports/guests.csv',
    ]) {
      const response = await as(client, receptionist, 'get', path)
      response.assertStatus(403)
    }
    const manager = await userWithRoles(['Manager'])
    ;(await as(client, manager, 'get', '/hotel/reports/guests').withInertia()).assertStatus(200)
  })
})
