import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { formatMessage } from '#lang/message_format'
import { messages, t } from '#services/i18n'

/*
| Counted nouns go through the catalogue's plural messages, never through
| concatenation: one syntax (resources/lang/message_format.ts) read by the
| server's t() and the browser's t().
*/
const COUNTED_NOUNS = [
  'nights?',
  'adults?',
  'child(?:ren)?',
  'rooms?',
  'bookings?',
  'guests?',
  'tasks?',
  'stays?',
  'days?',
  'years?',
  'seconds?',
  'events?',
  'users?',
  'roles?',
  'people',
]

/* Placeholders that hold a number of something. */
const COUNTS = [
  'count',
  'total',
  'max',
  'min',
  'sold',
  'capacity',
  'nights',
  'adults',
  'children',
  'rooms',
  'bookings',
  'guests',
  'tasks',
  'stays',
  'days',
  'years',
  'seconds',
  'events',
  'users',
  'roles',
  'people',
]

/* The text of a message with its plural expressions taken out (their branches may name the noun). */
function outsidePlurals(text: string) {
  let result = ''
  let depth = 0
  let inPlural = false
  for (let index = 0; index < text.length; index++) {
    if (!inPlural && /^\{\s*\w+\s*,\s*plural\s*,/.test(text.slice(index))) inPlural = true
    if (inPlural) {
      if (text[index] === '{') depth++
      else if (text[index] === '}' && --depth === 0) inPlural = false
      continue
    }
    result += text[index]
  }
  return result
}

/* key → values for 0, 1 and 5 → what each reads. */
const CASES: [string, (count: number) => Record<string, number>, [string, string, string]][] = [
  [
    'hotel.stays.party_value',
    (count) => ({ adults: count, children: count }),
    ['0 adults · 0 children', '1 adult · 1 child', '5 adults · 5 children'],
  ],
  [
    'hotel.room_types.capacity_value',
    (count) => ({ adults: count, children: count }),
    ['0 adults · 0 children', '1 adult · 1 child', '5 adults · 5 children'],
  ],
  ['hotel.stays.nights_count', (count) => ({ count }), ['0 nights', '1 night', '5 nights']],
  ['hotel.bookings.nights_count', (count) => ({ count }), ['0 nights', '1 night', '5 nights']],
  ['hotel.tape.nights', (count) => ({ count }), ['0 nights', '1 night', '5 nights']],
  ['hotel.blocks.nights', (count) => ({ count }), ['0 nights', '1 night', '5 nights']],
  ['hotel.rates.min_stay_value', (count) => ({ count }), ['0 nights', '1 night', '5 nights']],
  [
    'hotel.room_types.show_arrival_min',
    (count) => ({ count }),
    ['min. 0 nights', 'min. 1 night', 'min. 5 nights'],
  ],
  ['hotel.rooms.count', (count) => ({ count }), ['0 rooms', '1 room', '5 rooms']],
  ['hotel.room_types.rooms_count', (count) => ({ count }), ['0 rooms', '1 room', '5 rooms']],
  [
    'hotel.blocks.would_oversell',
    (count) => ({ night: 0, sold: count, capacity: count }),
    [
      'On 0 this room type has 0 bookings for 0 rooms; taking this room away would oversell it.',
      'On 0 this room type has 1 booking for 1 room; taking this room away would oversell it.',
      'On 0 this room type has 5 bookings for 5 rooms; taking this room away would oversell it.',
    ],
  ],
  ['hotel.dashboard.people', (count) => ({ count }), ['0 guests', '1 guest', '5 guests']],
  [
    'hotel.dashboard.in_house_detail',
    (people) => ({ people }),
    ['0 people', '1 person', '5 people'],
  ],
  [
    'hotel.reports.guests.average_stay_detail',
    (count) => ({ bookings: count, nights: count }),
    [
      '0 stays arriving in the range, 0 nights',
      '1 stay arriving in the range, 1 night',
      '5 stays arriving in the range, 5 nights',
    ],
  ],
  [
    'reports.range.too_long',
    (years) => ({ years }),
    [
      'Choose a range shorter than 0 years.',
      'Choose a range shorter than 1 year.',
      'Choose a range shorter than 5 years.',
    ],
  ],
  [
    'hotel.bookings.rule.too_many_adults',
    (max) => ({ max }),
    [
      'This room type takes at most 0 adults.',
      'This room type takes at most 1 adult.',
      'This room type takes at most 5 adults.',
    ],
  ],
  [
    'hotel.stays.change.adds',
    (count) => ({ count, nights: 'Tue', amount: '$1' }),
    [
      'Adds 0 nights (Tue): $1 posted to the folio.',
      'Adds 1 night (Tue): $1 posted to the folio.',
      'Adds 5 nights (Tue): $1 posted to the folio.',
    ],
  ],
  [
    'events.page',
    (total) => ({ page: 1, pages: 1, total }),
    ['Page 1 of 1 · 0 events', 'Page 1 of 1 · 1 event', 'Page 1 of 1 · 5 events'],
  ],
  [
    'access.roles.has_users',
    (count) => ({ name: 'Cook', count }),
    [
      'The Cook role cannot be deleted while 0 users hold it.',
      'The Cook role cannot be deleted while 1 user holds it.',
      'The Cook role cannot be deleted while 5 users hold it.',
    ],
  ],
  [
    'auth.throttled',
    (seconds) => ({ seconds }),
    [
      'Too many sign-in attempts. Please try again in 0 seconds.',
      'Too many sign-in attempts. Please try again in 1 second.',
      'Too many sign-in attempts. Please try again in 5 seconds.',
    ],
  ],
]

test.group('i18n: plurals', () => {
  test('a plural message picks its branch by the locale rules, exact matches first, # as the number', ({
    assert,
  }) => {
    const nights = '{count, plural, one {# night} other {# nights}}'
    assert.equal(formatMessage(nights, { count: 0 }), '0 nights')
    assert.equal(formatMessage(nights, { count: 1 }), '1 night')
    assert.equal(formatMessage(nights, { count: 1234 }), '1,234 nights')
    const rooms = '{count, plural, =0 {no rooms} one {# room} other {# rooms}} on {floor}'
    assert.equal(formatMessage(rooms, { count: 0, floor: 'floor 2' }), 'no rooms on floor 2')
    assert.equal(formatMessage(rooms, { count: 2, floor: 'floor #2' }), '2 rooms on floor #2')
    assert.equal(
      formatMessage('{a, plural, one {# with {b, plural, one {# b} other {# bs}}} other {# as}}', {
        a: 1,
        b: 3,
      }),
      '1 with 3 bs'
    )
    assert.equal(formatMessage('Hello {name}, {missing}', { name: 'Ana' }), 'Hello Ana, {missing}')
  })

  for (const [key, values, [zero, one, many]] of CASES) {
    test(`${key} reads right for 0, 1 and many`, ({ assert }) => {
      assert.equal(t(key, values(0)), zero)
      assert.equal(t(key, values(1)), one)
      assert.equal(t(key, values(5)), many)
    })
  }

  test('no message counts a noun by concatenation or with "(s)"', ({ assert }) => {
    const counted = new RegExp(
      `\\{(?:${COUNTS.join('|')})\\}\\s+(?:${COUNTED_NOUNS.join('|')})\\b|\\w\\(s\\)`,
      'i'
    )
    const offending = Object.entries(messages())
      .filter(([, text]) => counted.test(outsidePlurals(text)))
      .map(([key, text]) => `${key}: "${text}" — write {count, plural, one {…} other {…}}`)
    assert.deepEqual(offending, [])
  })

  test('the browser reads messages with the same formatter as the server', ({ assert }) => {
    const client = readFileSync(app.makePath('inertia/lib/i18n.ts'), 'utf8')
    assert.include(client, "from '../../resources/lang/message_format'")
    assert.match(client, /formatMessage\(/)
    assert.notMatch(client, /\.replace\(/)
  })
})
