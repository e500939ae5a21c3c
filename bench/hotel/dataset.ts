/*
| The hotel benchmark's data: room types, rooms over floors, guests, rate rules,
| out-of-order blocks and a few years of bookings with one booking_nights row per
| night. Planned in memory from a seeded random generator (the same options give
| the same data), then written with one INSERT … SELECT FROM unnest(arrays) per
| batch: a handful of bindings however many rows, so it loads fast on a real
| PostgreSQL and also runs on the embedded PGlite the test suite uses.
|
| Rooms are filled one at a time along the calendar: a gap, a stay of 1–7 nights,
| a gap, and so on, skipping the room's blocks. Stays therefore never overlap on a
| room, and a type is never sold beyond its rooms. Statuses follow the dates:
| stays that ended are checked out (a few no-shows), stays running today are
| checked in, future ones are confirmed or pending, and some far-future ones have
| no room yet (the unit stays counted on its type, inside the room's slot).
| Cancellations are extra bookings laid anywhere: they hold nothing.
|
| Size: a 300-room hotel over 3 years has about 329,000 room-nights, so 150,000
| bookings at about 70 % occupancy means short stays (1.6 nights on average, as
| in a city hotel). Smaller --bookings counts keep the same rooms, calendar and
| length of stay, with longer gaps: occupancy falls, the queries read fewer rows.
*/

export type DatasetOptions = {
  /** Total bookings to write, every status included. */
  bookings: number
  /** The hotel's today (ISO date); statuses are relative to it. */
  today: string
  /** Days of history before today and of bookings after it. */
  pastDays?: number
  futureDays?: number
  rooms?: number
  floors?: number
  guests?: number
  blocks?: number
  /** Share of bookings that are cancelled. */
  cancelledShare?: number
  seed?: number
}

/** Runs one statement with `?` placeholders and returns its rows. */
export type Run = (sql: string, bindings?: unknown[]) => Promise<Record<string, any>[]>

export type DatasetSummary = {
  roomTypes: number
  rooms: number
  guests: number
  rateRules: number
  blocks: number
  bookings: number
  bookingNights: number
  byStatus: Record<string, number>
  unassigned: number
  from: string
  to: string
  /** Occupied room-nights (active or stayed) over available room-nights, today excluded. */
  occupancy: number
}

const ROOM_TYPES = [
  {
    code: 'STD',
    name: 'Standard',
    baseRateCents: 9000,
    maxAdults: 2,
    maxChildren: 1,
    beds: '1 queen',
    size: 18,
    share: 0.35,
  },
  {
    code: 'DBL',
    name: 'Double',
    baseRateCents: 11000,
    maxAdults: 2,
    maxChildren: 2,
    beds: '1 king',
    size: 22,
    share: 0.25,
  },
  {
    code: 'TWN',
    name: 'Twin',
    baseRateCents: 11000,
    maxAdults: 2,
    maxChildren: 1,
    beds: '2 singles',
    size: 22,
    share: 0.15,
  },
  {
    code: 'SUP',
    name: 'Superior',
    baseRateCents: 15000,
    maxAdults: 3,
    maxChildren: 2,
    beds: '1 king + sofa bed',
    size: 30,
    share: 0.12,
  },
  {
    code: 'JRS',
    name: 'Junior Suite',
    baseRateCents: 22000,
    maxAdults: 3,
    maxChildren: 2,
    beds: '1 king + sofa bed',
    size: 40,
    share: 0.08,
  },
  {
    code: 'STE',
    name: 'Suite',
    baseRateCents: 35000,
    maxAdults: 4,
    maxChildren: 2,
    beds: '2 kings',
    size: 65,
    share: 0.05,
  },
]

/** Nights per stay, 1…7: mostly one or two (mean ≈ 1.6). */
const STAY_WEIGHTS = [0.62, 0.21, 0.08, 0.04, 0.025, 0.015, 0.01]

const FIRST_NAMES = [
  'Ana',
  'Luis',
  'María',
  'John',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Sofía',
  'Mateo',
  'Yuki',
  'Hans',
  'Chloé',
  'Pierre',
  'Giulia',
  'Marco',
  'Aisha',
  'Omar',
  'Wei',
  'Mei',
  'Lucas',
  'Ines',
  'Jonas',
  'Freya',
  'Raj',
  'Priya',
  'Kofi',
  'Ama',
  'Ivan',
  'Olga',
]
const LAST_NAMES = [
  'García',
  'Smith',
  'Müller',
  'Rossi',
  'Dubois',
  'Silva',
  'Tanaka',
  'Kim',
  'Nguyen',
  'Patel',
  'Johnson',
  'López',
  'Martin',
  'Bernard',
  'Novak',
  'Kowalski',
  'Jensen',
  'Andersson',
  'Costa',
  'Haddad',
  'Mensah',
  'Ivanova',
  'Chen',
  'Wang',
  'Brown',
  'Taylor',
  'Schmidt',
  'Fernández',
  'Moreau',
  'Santos',
]
/** Weighted: the home market first. */
const NATIONALITIES = [
  'ES',
  'ES',
  'ES',
  'ES',
  'US',
  'US',
  'GB',
  'GB',
  'DE',
  'DE',
  'FR',
  'FR',
  'IT',
  'PT',
  'NL',
  'BE',
  'CH',
  'SE',
  'MX',
  'AR',
  'BR',
  'CA',
  'JP',
  'CN',
  'KR',
  'IN',
  'AU',
  'IE',
  'PL',
  'MA',
]
const SOURCES = [
  'walk_in',
  'phone',
  'phone',
  'email',
  'website',
  'website',
  'website',
  'agency',
  'agency',
]
const BLOCK_REASONS = [
  'Renovation',
  'Water leak',
  'Painting',
  'Air conditioning repair',
  'Deep clean',
  'Carpet replacement',
]

const DAY_MS = 86_400_000

function dayOf(iso: string) {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS)
}

function isoOfDay(day: number) {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

function stamp(day: number, hour: number, minute = 0) {
  return new Date(day * DAY_MS + (hour * 60 + minute) * 60_000).toISOString()
}

/** mulberry32: small, fast and seedable, so a run can be repeated exactly. */
function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = Math.imul(state ^ (state >>> 15), 1 | state)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]
  return { next, int, pick }
}

type Booking = {
  id: number
  guestId: number
  typeIndex: number
  roomIndex: number | null
  checkIn: number
  checkOut: number
  adults: number
  children: number
  rates: number[]
  source: string
  status: string
  createdAt: number
  cancelledAt: number | null
}

/** What a night costs on a type: base; +15 % Friday and Saturday; +25 % in July–August (the summer rule wins). */
function nightRate(base: number, day: number) {
  const date = new Date(day * DAY_MS)
  const month = date.getUTCMonth() + 1
  if (month === 7 || month === 8) return Math.round((base * 1.25) / 100) * 100
  const weekday = date.getUTCDay()
  if (weekday === 5 || weekday === 6) return Math.round((base * 1.15) / 100) * 100
  return base
}

export function planDataset(options: DatasetOptions) {
  const random = randomSource(options.seed ?? 20261122)
  const today = dayOf(options.today)
  const start = today - (options.pastDays ?? 913)
  const end = today + (options.futureDays ?? 183)
  const roomCount = options.rooms ?? 300
  const floors = options.floors ?? 10
  const guestCount = options.guests ?? 20_000
  const blockCount = options.blocks ?? Math.max(2, Math.round(roomCount / 12))
  const cancelled = Math.round(options.bookings * (options.cancelledShare ?? 0.06))
  const inSequence = options.bookings - cancelled
  if (roomCount < ROOM_TYPES.length)
    throw new Error(`at least ${ROOM_TYPES.length} rooms are needed, one per type`)

  /* Rooms per type by share, at least one each; cheap types on the low floors. */
  const counts = ROOM_TYPES.map((type) => Math.max(1, Math.round(type.share * roomCount)))
  counts[0] += roomCount - counts.reduce((sum, count) => sum + count, 0)
  const perFloor = Math.ceil(roomCount / floors)
  const rooms: { number: string; floor: number; typeIndex: number; status: string }[] = []
  counts.forEach((count, typeIndex) => {
    for (let i = 0; i < count; i++) {
      const index = rooms.length
      const floor = Math.floor(index / perFloor) + 1
      const number = String(floor * (perFloor > 99 ? 1000 : 100) + (index % perFloor) + 1)
      rooms.push({
        number,
        floor,
        typeIndex,
        status: random.next() < 0.8 ? 'clean' : random.pick(['dirty', 'inspected', 'cleaning']),
      })
    }
  })

  /* Blocks: a few days each, never two on one room at once (the table's exclusion constraint). */
  const blocksByRoom = new Map<number, { start: number; end: number }[]>()
  const blocks: { roomIndex: number; start: number; end: number; reason: string }[] = []
  for (let attempt = 0; blocks.length < blockCount && attempt < blockCount * 20; attempt++) {
    const roomIndex = random.int(0, roomCount - 1)
    const blockStart = random.int(start, end - 12)
    const block = { start: blockStart, end: blockStart + random.int(2, 10) }
    const taken = blocksByRoom.get(roomIndex) ?? []
    if (taken.some((other) => other.start < block.end && other.end > block.start)) continue
    taken.push(block)
    blocksByRoom.set(roomIndex, taken)
    blocks.push({ roomIndex, ...block, reason: random.pick(BLOCK_REASONS) })
  }

  const meanStay = STAY_WEIGHTS.reduce((sum, weight, i) => sum + weight * (i + 1), 0)
  const stayLength = () => {
    let roll = random.next()
    for (const [i, STAY_WEIGHT] of STAY_WEIGHTS.entries()) {
      roll -= STAY_WEIGHT
      if (roll < 0) return i + 1
    }
    return STAY_WEIGHTS.length
  }
  /*
  | Gaps are geometric with the mean that fits the wanted count, aimed 4 % high;
  | the surplus is then dropped at random so the count is exact.
  */
  const blockedNights = blocks.reduce((sum, block) => sum + block.end - block.start, 0)
  const slotsPerRoom = (inSequence * 1.04) / roomCount
  const meanGap = Math.max(
    0,
    ((end - start) * roomCount - blockedNights) / roomCount / slotsPerRoom - meanStay
  )
  const gapStop = 1 / (1 + meanGap)
  const gap = () => {
    let length = 0
    while (random.next() >= gapStop && length < 400) length++
    return length
  }

  const stays: { roomIndex: number; checkIn: number; checkOut: number }[] = []
  rooms.forEach((_, roomIndex) => {
    const roomBlocks = (blocksByRoom.get(roomIndex) ?? []).sort((a, b) => a.start - b.start)
    let cursor = start
    for (;;) {
      cursor += gap()
      const nights = stayLength()
      if (cursor + nights > end) break
      const clash = roomBlocks.find((block) => block.start < cursor + nights && block.end > cursor)
      if (clash) {
        cursor = clash.end
        continue
      }
      stays.push({ roomIndex, checkIn: cursor, checkOut: cursor + nights })
      cursor += nights
    }
  })
  /* Drop the surplus at random (shuffle, cut), keeping the calendar spread even. */
  if (stays.length > inSequence) {
    for (let i = stays.length - 1; i > 0; i--) {
      const j = random.int(0, i)
      ;[stays[i], stays[j]] = [stays[j], stays[i]]
    }
    stays.length = inSequence
  }

  const guestOf = () => {
    /* Some guests come back often: a quarter of the bookings go to 5 % of the guests. */
    if (random.next() < 0.25) return random.int(1, Math.max(1, Math.round(guestCount * 0.05)))
    return random.int(1, guestCount)
  }
  const createdFor = (checkIn: number) => {
    const lead = Math.floor(random.next() ** 2 * 120)
    return Math.max(start - 120, Math.min(today, checkIn - lead))
  }
  const ratesFor = (typeIndex: number, checkIn: number, checkOut: number) => {
    const rates: number[] = []
    for (let night = checkIn; night < checkOut; night++)
      rates.push(nightRate(ROOM_TYPES[typeIndex].baseRateCents, night))
    return rates
  }
  const partyFor = (typeIndex: number) => {
    const type = ROOM_TYPES[typeIndex]
    return {
      adults: random.int(1, type.maxAdults),
      children: random.next() < 0.2 ? random.int(0, type.maxChildren) : 0,
    }
  }

  const planned: Omit<Booking, 'id'>[] = []
  for (const stay of stays) {
    const typeIndex = rooms[stay.roomIndex].typeIndex
    let status: string
    if (stay.checkOut <= today) status = random.next() < 0.02 ? 'no_show' : 'checked_out'
    else if (stay.checkIn < today) status = 'checked_in'
    else if (stay.checkIn === today) status = 'confirmed'
    else status = random.next() < 0.8 ? 'confirmed' : 'pending'
    /* Far-ahead bookings often have no room yet; their unit still counts on the type. */
    const unassigned =
      (status === 'confirmed' || status === 'pending') &&
      stay.checkIn > today + 30 &&
      random.next() < 0.25
    planned.push({
      guestId: guestOf(),
      typeIndex,
      roomIndex: unassigned ? null : stay.roomIndex,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      ...partyFor(typeIndex),
      rates: ratesFor(typeIndex, stay.checkIn, stay.checkOut),
      source: random.pick(SOURCES),
      status,
      createdAt: createdFor(stay.checkIn),
      cancelledAt: null,
    })
  }
  for (let i = 0; i < cancelled; i++) {
    const roomIndex = random.int(0, roomCount - 1)
    const checkIn = random.int(start, end - 8)
    const checkOut = checkIn + stayLength()
    const typeIndex = rooms[roomIndex].typeIndex
    const createdAt = createdFor(checkIn)
    planned.push({
      guestId: guestOf(),
      typeIndex,
      roomIndex: random.next() < 0.5 ? roomIndex : null,
      checkIn,
      checkOut,
      ...partyFor(typeIndex),
      rates: ratesFor(typeIndex, checkIn, checkOut),
      source: random.pick(SOURCES),
      status: 'cancelled',
      createdAt,
      cancelledAt: Math.min(today, random.int(createdAt, Math.max(createdAt, checkIn - 1))),
    })
  }
  /* Ids in the order the bookings were made, as the application would have given them. */
  planned.sort((a, b) => a.createdAt - b.createdAt || a.checkIn - b.checkIn)
  const bookings: Booking[] = planned.map((booking, index) => ({ ...booking, id: index + 1 }))

  const guests = Array.from({ length: guestCount }, (_, index) => {
    const first = random.pick(FIRST_NAMES)
    const last = random.pick(LAST_NAMES)
    return {
      firstName: first,
      lastName: last,
      email: `${first}.${last}.${index + 1}@example.test`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase(),
      phone: `+34 6${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      documentNumber: `X${String(random.int(0, 9_999_999)).padStart(7, '0')}`,
      nationality: random.pick(NATIONALITIES),
      isVip: random.next() < 0.02,
      createdAt: random.int(start - 120, today),
    }
  })

  return { start, end, today, rooms, blocks, bookings, guests, meanGap }
}

export type DatasetPlan = ReturnType<typeof planDataset>

const BATCH = 20_000

async function insertColumns(
  run: Run,
  table: string,
  columns: [name: string, sqlType: string, values: unknown[]][]
) {
  const length = columns[0][2].length
  for (let offset = 0; offset < length; offset += BATCH) {
    const list = columns.map(([name]) => name).join(', ')
    const arrays = columns.map(([, sqlType]) => `?::${sqlType}[]`).join(', ')
    await run(
      `INSERT INTO ${table} (${list}) SELECT * FROM unnest(${arrays})`,
      columns.map(([, , values]) => values.slice(offset, offset + BATCH))
    )
  }
}

async function maxId(run: Run, table: string) {
  const [row] = await run(`SELECT coalesce(max(id), 0)::int AS id FROM ${table}`)
  return Number(row.id)
}

/** Keeps the serial ahead of the ids written here, so the application's next insert does not collide. */
async function syncSequence(run: Run, table: string) {
  await run(
    `SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), 1))`
  )
}

/**
 * Writes the planned data through `run`. Ids continue after whatever the tables
 * already hold, so it also works inside a test's transaction.
 */
export async function loadDataset(run: Run, plan: DatasetPlan): Promise<DatasetSummary> {
  const now = new Date().toISOString()
  const typeBase = await maxId(run, 'room_types')
  const roomBase = await maxId(run, 'rooms')
  const guestBase = await maxId(run, 'guests')
  const bookingBase = await maxId(run, 'bookings')
  const blockBase = await maxId(run, 'room_blocks')

  await insertColumns(run, 'room_types', [
    ['id', 'int', ROOM_TYPES.map((_, i) => typeBase + i + 1)],
    ['code', 'text', ROOM_TYPES.map((type) => type.code)],
    ['name', 'text', ROOM_TYPES.map((type) => type.name)],
    ['description', 'text', ROOM_TYPES.map((type) => `${type.name} room, ${type.size} m².`)],
    ['base_rate_cents', 'int', ROOM_TYPES.map((type) => type.baseRateCents)],
    ['max_adults', 'int', ROOM_TYPES.map((type) => type.maxAdults)],
    ['max_children', 'int', ROOM_TYPES.map((type) => type.maxChildren)],
    ['beds', 'text', ROOM_TYPES.map((type) => type.beds)],
    ['size_m2', 'numeric', ROOM_TYPES.map((type) => type.size)],
    ['created_at', 'timestamptz', ROOM_TYPES.map(() => now)],
    ['updated_at', 'timestamptz', ROOM_TYPES.map(() => now)],
  ])
  await insertColumns(run, 'rooms', [
    ['id', 'int', plan.rooms.map((_, i) => roomBase + i + 1)],
    ['number', 'text', plan.rooms.map((room) => room.number)],
    ['floor', 'int', plan.rooms.map((room) => room.floor)],
    ['room_type_id', 'int', plan.rooms.map((room) => typeBase + room.typeIndex + 1)],
    ['housekeeping_status', 'text', plan.rooms.map((room) => room.status)],
    ['created_at', 'timestamptz', plan.rooms.map(() => now)],
    ['updated_at', 'timestamptz', plan.rooms.map(() => now)],
  ])
  /* Every room is in service over the whole calendar, as the reports count it. */
  await insertColumns(run, 'room_service_periods', [
    ['room_id', 'int', plan.rooms.map((_, i) => roomBase + i + 1)],
    ['room_type_id', 'int', plan.rooms.map((room) => typeBase + room.typeIndex + 1)],
    ['starts_on', 'date', plan.rooms.map(() => isoOfDay(plan.start))],
  ])

  /* Rate rules that price exactly what nightRate() wrote: weekend, then a summer season per year (shorter range wins). */
  const years: number[] = []
  for (
    let year = new Date(plan.start * DAY_MS).getUTCFullYear();
    year <= new Date(plan.end * DAY_MS).getUTCFullYear();
    year++
  )
    years.push(year)
  const rules: {
    typeId: number
    name: string
    startsOn: string | null
    endsOn: string | null
    weekdays: string
    rate: number | null
    minStay: number | null
  }[] = []
  ROOM_TYPES.forEach((type, i) => {
    const typeId = typeBase + i + 1
    rules.push({
      typeId,
      name: 'Weekend',
      startsOn: null,
      endsOn: null,
      weekdays: '{5,6}',
      rate: Math.round((type.baseRateCents * 1.15) / 100) * 100,
      minStay: null,
    })
    for (const year of years) {
      rules.push({
        typeId,
        name: `Summer ${year}`,
        startsOn: `${year}-07-01`,
        endsOn: `${year}-08-31`,
        weekdays: '{}',
        rate: Math.round((type.baseRateCents * 1.25) / 100) * 100,
        minStay: null,
      })
      rules.push({
        typeId,
        name: `New Year ${year}`,
        startsOn: `${year}-12-30`,
        endsOn: `${year}-12-31`,
        weekdays: '{}',
        rate: null,
        minStay: 2,
      })
    }
  })
  for (const rule of rules) {
    await run(
      `INSERT INTO room_type_rate_rules (room_type_id, name, starts_on, ends_on, weekdays, nightly_rate_cents, min_stay, created_at, updated_at)
       VALUES (?, ?, ?::date, ?::date, ?::smallint[], ?, ?, now(), now())`,
      [rule.typeId, rule.name, rule.startsOn, rule.endsOn, rule.weekdays, rule.rate, rule.minStay]
    )
  }

  await insertColumns(run, 'room_blocks', [
    ['id', 'int', plan.blocks.map((_, i) => blockBase + i + 1)],
    ['room_id', 'int', plan.blocks.map((block) => roomBase + block.roomIndex + 1)],
    ['starts_on', 'date', plan.blocks.map((block) => isoOfDay(block.start))],
    ['ends_on', 'date', plan.blocks.map((block) => isoOfDay(block.end))],
    ['reason', 'text', plan.blocks.map((block) => block.reason)],
    ['created_at', 'timestamptz', plan.blocks.map((block) => stamp(block.start - 7, 9))],
  ])

  const guests = plan.guests
  await insertColumns(run, 'guests', [
    ['id', 'int', guests.map((_, i) => guestBase + i + 1)],
    ['first_name', 'text', guests.map((guest) => guest.firstName)],
    ['last_name', 'text', guests.map((guest) => guest.lastName)],
    ['email', 'text', guests.map((guest) => guest.email)],
    ['phone', 'text', guests.map((guest) => guest.phone)],
    ['document_type', 'text', guests.map(() => 'passport')],
    ['document_number', 'text', guests.map((guest) => guest.documentNumber)],
    ['nationality', 'text', guests.map((guest) => guest.nationality)],
    ['is_vip', 'bool', guests.map((guest) => guest.isVip)],
    ['created_at', 'timestamptz', guests.map((guest) => stamp(guest.createdAt, 10))],
    ['updated_at', 'timestamptz', guests.map((guest) => stamp(guest.createdAt, 10))],
  ])

  const b = plan.bookings
  const stayed = (status: string) => status === 'checked_in' || status === 'checked_out'
  await insertColumns(run, 'bookings', [
    ['id', 'int', b.map((booking) => bookingBase + booking.id)],
    ['guest_id', 'int', b.map((booking) => guestBase + booking.guestId)],
    ['room_type_id', 'int', b.map((booking) => typeBase + booking.typeIndex + 1)],
    [
      'room_id',
      'int',
      b.map((booking) => (booking.roomIndex === null ? null : roomBase + booking.roomIndex + 1)),
    ],
    ['check_in', 'date', b.map((booking) => isoOfDay(booking.checkIn))],
    ['check_out', 'date', b.map((booking) => isoOfDay(booking.checkOut))],
    ['adults', 'int', b.map((booking) => booking.adults)],
    ['children', 'int', b.map((booking) => booking.children)],
    ['nightly_rate_cents', 'int', b.map((booking) => booking.rates[0])],
    ['total_cents', 'int', b.map((booking) => booking.rates.reduce((sum, rate) => sum + rate, 0))],
    ['source', 'text', b.map((booking) => booking.source)],
    ['status', 'text', b.map((booking) => booking.status)],
    [
      'checked_in_at',
      'timestamptz',
      b.map((booking) =>
        stayed(booking.status) ? stamp(booking.checkIn, 15, booking.id % 60) : null
      ),
    ],
    [
      'checked_out_at',
      'timestamptz',
      b.map((booking) =>
        booking.status === 'checked_out' ? stamp(booking.checkOut, 10, booking.id % 60) : null
      ),
    ],
    [
      'document_confirmed_at',
      'timestamptz',
      b.map((booking) =>
        stayed(booking.status) ? stamp(booking.checkIn, 15, booking.id % 60) : null
      ),
    ],
    [
      'cancelled_at',
      'timestamptz',
      b.map((booking) => (booking.cancelledAt === null ? null : stamp(booking.cancelledAt, 12))),
    ],
    [
      'no_show_at',
      'timestamptz',
      b.map((booking) => (booking.status === 'no_show' ? stamp(booking.checkIn + 1, 0, 5) : null)),
    ],
    [
      'created_at',
      'timestamptz',
      b.map((booking) => stamp(booking.createdAt, 8 + (booking.id % 12), booking.id % 60)),
    ],
    [
      'updated_at',
      'timestamptz',
      b.map((booking) =>
        stamp(Math.min(plan.today, Math.max(booking.createdAt, booking.checkOut)), 11)
      ),
    ],
  ])

  const nightBooking: number[] = []
  const nightDate: string[] = []
  const nightType: number[] = []
  const nightRateCents: number[] = []
  const isoCache = new Map<number, string>()
  for (const booking of b) {
    booking.rates.forEach((rate, i) => {
      const day = booking.checkIn + i
      let iso = isoCache.get(day)
      if (!iso) isoCache.set(day, (iso = isoOfDay(day)))
      nightBooking.push(bookingBase + booking.id)
      nightDate.push(iso)
      nightType.push(typeBase + booking.typeIndex + 1)
      nightRateCents.push(rate)
    })
  }
  await insertColumns(run, 'booking_nights', [
    ['booking_id', 'int', nightBooking],
    ['night', 'date', nightDate],
    ['room_type_id', 'int', nightType],
    ['rate_cents', 'int', nightRateCents],
  ])

  for (const table of ['room_types', 'rooms', 'guests', 'bookings', 'room_blocks'])
    await syncSequence(run, table)

  const byStatus: Record<string, number> = {}
  for (const booking of b) byStatus[booking.status] = (byStatus[booking.status] ?? 0) + 1
  const available =
    plan.rooms.length * (plan.today - plan.start) -
    plan.blocks.reduce(
      (sum, block) => sum + Math.max(0, Math.min(block.end, plan.today) - block.start),
      0
    )
  const occupied = b
    .filter((booking) => stayed(booking.status))
    .reduce(
      (sum, booking) => sum + Math.max(0, Math.min(booking.checkOut, plan.today) - booking.checkIn),
      0
    )
  return {
    roomTypes: ROOM_TYPES.length,
    rooms: plan.rooms.length,
    guests: guests.length,
    rateRules: rules.length,
    blocks: plan.blocks.length,
    bookings: b.length,
    bookingNights: nightBooking.length,
    byStatus,
    unassigned: b.filter((booking) => booking.roomIndex === null && booking.status !== 'cancelled')
      .length,
    from: isoOfDay(plan.start),
    to: isoOfDay(plan.end),
    occupancy: available > 0 ? occupied / available : 0,
  }
}

export async function generateDataset(run: Run, options: DatasetOptions) {
  return loadDataset(run, planDataset(options))
}
