import fc from 'fast-check'
import { DateTime } from 'luxon'
import { addDays, appToday } from '#services/clock'
import { TASK_KINDS } from '#enums/hotel/housekeeping_task'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import RoomBlock from '#models/hotel/room_block'
import RoomTypeRateRule from '#models/hotel/room_type_rate_rule'
import Permission from '#models/identity/permission'
import Role from '#models/identity/role'
import MenuCombo from '#models/restaurant/menu_combo'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import {
  bool,
  email,
  field,
  type FuzzCases,
  type FuzzForm,
  idOf,
  isoDate,
  money,
  oneOf,
  text,
  wholeNumber,
} from '#tests/helpers/fuzz'
import { room, roomType } from '#tests/functional/hotel/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'
import { customer, diningTable } from '#tests/functional/restaurant/helpers'
import { menuCategory, menuItem } from '#tests/functional/restaurant/menu_helpers'

/*
| The rest of the state-changing routes as fuzz cases — buttons (confirm,
| start, delete), the stay change, the account and sign-in forms. A button has
| no field: it gets stray fields and hostile values it must ignore or refuse,
| never answering 5xx or writing on a refusal.
*/
const day = (offset: number) => addDays(appToday(), offset)

/** A few keys a button must ignore (or refuse, for the ones it reads). */
const STRAY = ['lockVersion', 'lock_version', 'reason', 'id']
const stray = {
  lockVersion: field(wholeNumber(0, 3)),
  lock_version: field(wholeNumber(0, 3)),
  reason: field(text(255)),
  id: field(idOf(1)),
}

/* Far dates, as a stay change or a move is typed. */
const anyDay = () =>
  fc.oneof(
    fc.integer({ min: -3, max: 800 }).map(day),
    isoDate(),
    fc.constantFrom('9999-12-31', '0001-01-01', '+010000-01-01', '1900-01-01')
  )

async function hotelStay(status: 'pending' | 'confirmed' | 'checked_in', offset = 5) {
  const type = await roomType({ code: 'FR', name: 'Fuzz routes' })
  const rooms = [await room(type, { number: 'R1' }), await room(type, { number: 'R2' })]
  const target = await booking(type, await guest({ firstName: 'Route' }), {
    checkIn: status === 'checked_in' ? day(-1) : day(offset),
    checkOut: status === 'checked_in' ? day(2) : day(offset + 2),
    roomId: rooms[0].id,
    status,
  })
  return { target, roomIds: rooms.map((entry) => entry.id) }
}

const HOTEL_TABLES = ['bookings', 'booking_nights', 'folio_charges', 'rooms', 'events']
const RUNS = 120
const BUTTON_RUNS = 80

const hotel: FuzzForm[] = [
  {
    name: 'confirm a booking',
    method: 'post',
    url: ({ target }) => `/hotel/bookings/${target.id}/confirm`,
    permissions: ['hotel.bookings.view', 'hotel.bookings.update'],
    tables: HOTEL_TABLES,
    runs: BUTTON_RUNS,
    setup: () => hotelStay('pending'),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'mark a booking a no-show',
    method: 'post',
    url: ({ target }) => `/hotel/bookings/${target.id}/no-show`,
    permissions: ['hotel.bookings.view', 'hotel.bookings.cancel'],
    tables: HOTEL_TABLES,
    runs: BUTTON_RUNS,
    setup: () => hotelStay('confirmed', 0),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'change a stay in the house',
    method: 'post',
    url: ({ target }) => `/hotel/bookings/${target.id}/stay`,
    permissions: ['hotel.bookings.view', 'hotel.bookings.update'],
    tables: [...HOTEL_TABLES, 'housekeeping_tasks'],
    runs: RUNS,
    setup: () => hotelStay('checked_in'),
    fields: ({ roomIds }) => ({
      checkOut: field(anyDay()),
      roomId: field(fc.oneof(idOf(...roomIds), fc.constant(null))),
      lockVersion: field(wholeNumber(0, 3)),
    }),
  },
  {
    name: 'start a housekeeping task',
    method: 'post',
    url: ({ taskId }) => `/hotel/housekeeping/tasks/${taskId}/start`,
    permissions: ['hotel.housekeeping.view', 'hotel.housekeeping.update'],
    tables: ['housekeeping_tasks', 'rooms', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ taskId: (await task()).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'finish a housekeeping task',
    method: 'post',
    url: ({ taskId }) => `/hotel/housekeeping/tasks/${taskId}/finish`,
    permissions: ['hotel.housekeeping.view', 'hotel.housekeeping.update'],
    tables: ['housekeeping_tasks', 'rooms', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ taskId: (await task('in_progress')).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'remove a room block',
    method: 'delete',
    url: ({ roomId, blockId }) => `/hotel/rooms/${roomId}/blocks/${blockId}`,
    permissions: ['hotel.rooms.view', 'hotel.rooms.manage'],
    tables: ['room_blocks', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => {
      const target = await room(await roomType())
      const block = await RoomBlock.create({
        roomId: target.id,
        startsOn: DateTime.fromISO(day(30)),
        endsOn: DateTime.fromISO(day(32)),
        reason: 'Painting',
      })
      return { roomId: target.id, blockId: block.id }
    },
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'edit a rate rule',
    method: 'put',
    url: ({ typeId, ruleId }) => `/hotel/room-types/${typeId}/rates/${ruleId}`,
    permissions: ['hotel.room_types.view', 'hotel.room_types.manage'],
    tables: ['room_type_rate_rules', 'events'],
    runs: RUNS,
    setup: rateRule,
    fields: {
      name: field(text(80)),
      starts_on: field(fc.oneof(anyDay(), fc.constant(null))),
      ends_on: field(fc.oneof(anyDay(), fc.constant(null))),
      weekdays: field(fc.array(wholeNumber(1, 7), { maxLength: 8 })),
      nightly_rate: field(fc.oneof(money(), fc.constant(null))),
      min_stay: field(fc.oneof(wholeNumber(1, 365), fc.constant(null))),
      closed_to_arrival: field(bool()),
    },
  },
  {
    name: 'remove a rate rule',
    method: 'delete',
    url: ({ typeId, ruleId }) => `/hotel/room-types/${typeId}/rates/${ruleId}`,
    permissions: ['hotel.room_types.view', 'hotel.room_types.manage'],
    tables: ['room_type_rate_rules', 'events'],
    runs: BUTTON_RUNS,
    setup: rateRule,
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'remove a room type',
    method: 'delete',
    url: ({ id }) => `/hotel/room-types/${id}`,
    permissions: ['hotel.room_types.view', 'hotel.room_types.manage'],
    tables: ['room_types', 'rooms', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => {
      const type = await roomType({ code: 'DEL', name: 'Doomed' })
      await room(type)
      return { id: type.id }
    },
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'edit a room',
    method: 'put',
    url: ({ id }) => `/hotel/rooms/${id}`,
    permissions: ['hotel.rooms.view', 'hotel.rooms.manage'],
    tables: ['rooms', 'events'],
    runs: RUNS,
    setup: async () => {
      const type = await roomType()
      return { id: (await room(type)).id, typeId: type.id }
    },
    fields: ({ typeId }) => ({
      number: field(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/)),
      floor: field(wholeNumber(-5, 200)),
      room_type_id: field(idOf(typeId)),
      notes: field(text(300)),
      is_active: field(bool()),
    }),
  },
]

async function task(status: 'open' | 'in_progress' = 'open') {
  const target = await room(await roomType())
  return HousekeepingTask.create({
    roomId: target.id,
    kind: TASK_KINDS[0],
    status,
    dueOn: DateTime.fromISO(appToday()),
  })
}

async function rateRule() {
  const type = await roomType()
  const rule = await RoomTypeRateRule.create({
    roomTypeId: type.id,
    name: 'Weekend',
    startsOn: null,
    endsOn: null,
    weekdays: [6, 7],
    nightlyRateCents: 15000,
    minStay: null,
    closedToArrival: false,
  } as never)
  return { typeId: type.id, ruleId: rule.id }
}

const restaurant: FuzzForm[] = [
  {
    name: 'mark a table clean',
    method: 'post',
    url: ({ id }) => `/restaurant/tables/${id}/clean`,
    permissions: ['restaurant.tables.view', 'restaurant.tables.clean'],
    tables: ['restaurant_tables', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ id: (await diningTable({ name: 'RC1' })).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'remove a menu category',
    method: 'delete',
    url: ({ id }) => `/restaurant/menu-categories/${id}`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_categories', 'menu_items', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ id: (await menuCategory({ name: 'Fuzz desserts' })).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'remove a menu item',
    method: 'delete',
    url: ({ id }) => `/restaurant/menu-items/${id}`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_items', 'menu_item_ingredients', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => {
      const category = await menuCategory({ name: 'Fuzz soups' })
      return { id: (await menuItem({ name: 'Fuzz soup', categoryId: category.id })).id }
    },
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'remove a combo',
    method: 'delete',
    url: ({ id }) => `/restaurant/menu-combos/${id}`,
    permissions: ['restaurant.menu.view', 'restaurant.menu.manage'],
    tables: ['menu_combos', 'menu_combo_items', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({
      id: (await MenuCombo.create({ name: 'Fuzz brunch', description: '', priceCents: 1800 })).id,
    }),
    fields: stray,
    ignores: STRAY,
  },
]

const customers: FuzzForm[] = [
  {
    name: 'remove a customer',
    method: 'delete',
    url: ({ id }) => `/customers/${id}`,
    permissions: ['customers.customers.view', 'customers.customers.delete'],
    tables: ['customers', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ id: (await customer({ name: 'Fuzz leaving' })).id }),
    fields: stray,
    ignores: STRAY,
  },
]

const access: FuzzForm[] = [
  {
    name: 'deactivate a user',
    method: 'post',
    url: ({ id }) => `/users/${id}/deactivate`,
    permissions: 'administrator',
    tables: ['users', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ id: (await createUser()).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'activate a user',
    method: 'post',
    url: ({ id }) => `/users/${id}/activate`,
    permissions: 'administrator',
    tables: ['users', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ id: (await createUser({ isActive: false } as never)).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'delete a user',
    method: 'delete',
    url: ({ id }) => `/users/${id}`,
    permissions: 'administrator',
    tables: ['users', 'user_roles', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ id: (await createUser()).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'delete a role',
    method: 'delete',
    url: ({ id }) => `/settings/roles/${id}`,
    permissions: 'administrator',
    tables: ['roles', 'role_permissions', 'user_roles', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({ id: (await Role.create({ name: 'Fuzz doomed', description: '' })).id }),
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'delete a permission',
    method: 'delete',
    url: ({ id }) => `/settings/permissions/${id}`,
    permissions: 'administrator',
    tables: ['permissions', 'role_permissions', 'events'],
    runs: BUTTON_RUNS,
    setup: async () => ({
      id: (await Permission.create({ name: 'fuzz.doomed.thing', area: 'fuzz', description: '' }))
        .id,
    }),
    fields: stray,
    ignores: STRAY,
  },
]

const passwordField = field(
  oneOf(FACTORY_PASSWORD, 'wrong-password-1234', 'lantern-harbour-quince-71')
)

const account: FuzzForm[] = [
  {
    name: 'close the account',
    method: 'delete',
    url: '/settings/profile',
    permissions: [],
    tables: ['users', 'events'],
    runs: RUNS,
    fields: { password: passwordField },
  },
  {
    name: 'confirm the password',
    method: 'post',
    url: '/confirm-password',
    permissions: [],
    tables: ['users', 'events'],
    runs: RUNS,
    fields: { password: passwordField },
  },
  {
    name: 'ask for the verification e-mail again',
    method: 'post',
    url: '/email/verification-notification',
    permissions: [],
    tables: ['users', 'events'],
    runs: BUTTON_RUNS,
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'start turning on two-factor sign-in',
    method: 'post',
    url: '/settings/two-factor',
    permissions: [],
    tables: ['users', 'events'],
    runs: BUTTON_RUNS,
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'confirm two-factor sign-in',
    method: 'post',
    url: '/settings/two-factor/confirm',
    permissions: [],
    tables: ['users', 'events'],
    runs: RUNS,
    /* Read only while two-factor sign-in is being turned on; the actor has not started. */
    ignores: ['code'],
    fields: { code: field(fc.oneof(fc.stringMatching(/^\d{6}$/), text(10))) },
  },
  {
    name: 'new recovery codes',
    method: 'post',
    url: '/settings/two-factor/recovery-codes',
    permissions: [],
    tables: ['users', 'events'],
    runs: BUTTON_RUNS,
    fields: stray,
    ignores: STRAY,
  },
  {
    name: 'turn off two-factor sign-in',
    method: 'delete',
    url: '/settings/two-factor',
    permissions: [],
    tables: ['users', 'events'],
    runs: BUTTON_RUNS,
    fields: stray,
    ignores: STRAY,
  },
]

/* Signed out: the rate limiter answers 429 after a few tries, which is a refusal like any other. */
const signedOut: FuzzForm[] = [
  {
    name: 'sign in',
    method: 'post',
    url: '/login',
    permissions: 'guest',
    /* A failed sign-in is recorded in the activity log by design: only users is watched. */
    tables: ['users'],
    runs: RUNS,
    fields: {
      email: field(email()),
      password: field(text(60)),
      remember: field(bool()),
    },
  },
  {
    name: 'register',
    method: 'post',
    url: '/register',
    permissions: 'guest',
    tables: ['users', 'events'],
    runs: RUNS,
    fields: {
      full_name: field(text(120)),
      email: field(email()),
      password: field(oneOf('lantern-harbour-quince-71', 'short')),
    },
  },
  {
    name: 'ask for a password reset',
    method: 'post',
    url: '/forgot-password',
    permissions: 'guest',
    tables: ['users', 'events'],
    runs: RUNS,
    fields: { email: field(email()) },
  },
  {
    name: 'reset a password',
    method: 'post',
    url: '/reset-password',
    permissions: 'guest',
    tables: ['users', 'events'],
    runs: RUNS,
    fields: {
      token: field(fc.oneof(fc.stringMatching(/^[a-f0-9]{64}$/), text(64))),
      email: field(email()),
      password: field(oneOf('lantern-harbour-quince-71', 'short')),
    },
  },
  {
    name: 'answer the two-factor challenge',
    method: 'post',
    url: '/two-factor-challenge',
    permissions: 'guest',
    tables: ['users', 'events'],
    runs: RUNS,
    /* Read only while a sign-in waits for its second step; none does here. */
    ignores: ['code', 'recovery_code'],
    fields: {
      code: field(fc.oneof(fc.stringMatching(/^\d{6}$/), text(10))),
      recovery_code: field(text(64)),
    },
  },
]

/* The realtime server's channel authorisation: JSON, not a page, but it reads its input like a form. */
const realtime: FuzzForm[] = [
  {
    name: 'authorise a private channel',
    method: 'post',
    url: '/broadcasting/auth',
    permissions: 'administrator',
    tables: ['events'],
    runs: RUNS,
    fields: {
      socket_id: field(fc.oneof(fc.stringMatching(/^\d{1,6}\.\d{1,6}$/), text(40))),
      channel_name: field(
        oneOf('private-events', 'private-hotel.bookings', 'presence-x', 'private-', 'x')
      ),
    },
  },
  {
    name: 'authenticate a realtime user',
    method: 'post',
    url: '/broadcasting/user-auth',
    permissions: 'administrator',
    tables: ['events'],
    runs: RUNS,
    fields: {
      socket_id: field(fc.oneof(fc.stringMatching(/^\d{1,6}\.\d{1,6}$/), text(40))),
    },
  },
]

export const buttonForms: FuzzCases[] = [
  { title: 'Fuzz: hotel buttons and the stay change', forms: hotel },
  { title: 'Fuzz: restaurant and customers buttons', forms: [...restaurant, ...customers] },
  { title: 'Fuzz: access buttons', forms: access },
  { title: 'Fuzz: account forms', forms: account },
  { title: 'Fuzz: signed-out forms', forms: signedOut },
  { title: 'Fuzz: realtime authorisation', forms: realtime },
]
