import fc from 'fast-check'
import { DateTime } from 'luxon'
import { addDays, appToday } from '#services/clock'
import { PAYMENT_METHODS } from '#enums/hotel/folio'
import { BOOKING_SOURCES } from '#enums/hotel/booking_status'
import { HOUSEKEEPING_STATUSES } from '#enums/hotel/housekeeping_status'
import { TASK_KINDS } from '#enums/hotel/housekeeping_task'
import Permission from '#models/identity/permission'
import Role from '#models/identity/role'
import HousekeepingTask from '#models/hotel/housekeeping_task'
import { createUser, FACTORY_PASSWORD } from '#tests/helpers/identity'
import {
  bool,
  email,
  field,
  type FuzzCases,
  type FuzzPages,
  type FuzzQuery,
  idOf,
  isoDate,
  money,
  oneOf,
  text,
  wholeNumber,
} from '#tests/helpers/fuzz'
import { room, roomType } from '#tests/functional/hotel/helpers'
import { booking, guest } from '#tests/functional/hotel/booking_factory'

/*
| The hotel, access and settings forms and the hotel and access list pages, as
| fuzz cases (tests/helpers/fuzz.ts says what is checked).
*/
const day = (offset: number) => addDays(appToday(), offset)

async function hotelStock() {
  const type = await roomType({ code: 'FZ', name: 'Fuzz' })
  const rooms = [await room(type, { number: 'F1' }), await room(type, { number: 'F2' })]
  const stayGuest = await guest({ firstName: 'Fuzz' })
  return { type, rooms, guest: stayGuest }
}

const guestFields = {
  first_name: field(text(80)),
  last_name: field(text(80)),
  email: field(email()),
  phone: field(text(40)),
  document_type: field(oneOf('Passport', 'ID card')),
  document_number: field(text(60)),
  nationality: field(oneOf('BR', 'ES', 'br', 'BRA')),
  birth_date: field(isoDate()),
  address: field(text(200)),
  company: field(text(120)),
  notes: field(text(500)),
  is_vip: field(bool()),
  is_blocked: field(bool()),
  blocked_reason: field(text(255)),
}

const roomTypeFields = {
  code: field(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/)),
  name: field(text(80)),
  description: field(text(300)),
  base_rate: field(money()),
  max_adults: field(wholeNumber(1, 20)),
  max_children: field(wholeNumber(0, 20)),
  beds: field(text(120)),
  size_m2: field(fc.oneof(fc.integer({ min: 1, max: 9999 }), fc.double({ min: 0, max: 20_000 }))),
  amenities: field(fc.array(text(60), { maxLength: 5 })),
  is_active: field(bool()),
}

const bookingFields = (context: Awaited<ReturnType<typeof hotelStock>>) => ({
  guestId: field(idOf(context.guest.id)),
  roomTypeId: field(idOf(context.type.id)),
  roomId: field(fc.oneof(idOf(...context.rooms.map((entry) => entry.id)), fc.constant(null))),
  checkIn: field(fc.oneof(fc.integer({ min: -3, max: 200 }).map(day), isoDate())),
  checkOut: field(fc.oneof(fc.integer({ min: 1, max: 210 }).map(day), isoDate())),
  adults: field(wholeNumber(1, 20)),
  children: field(wholeNumber(0, 20)),
  source: field(oneOf(...BOOKING_SOURCES)),
  specialRequests: field(text(500)),
  creditLimitCents: field(wholeNumber(0, 999_999_999)),
  nightlyRateCents: field(wholeNumber(0, 999_999_999)),
})

/* A booking in the house: checked in yesterday, leaving in two days. */
async function inHouse() {
  const stock = await hotelStock()
  const target = await booking(stock.type, stock.guest, {
    checkIn: day(-1),
    checkOut: day(2),
    roomId: stock.rooms[0].id,
    status: 'checked_in',
  })
  return { target }
}

const HOTEL_TABLES = ['bookings', 'booking_nights', 'folio_charges', 'folio_payments', 'events']

export const hotelForms: FuzzCases = {
  title: 'Fuzz: hotel forms',
  forms: [
    {
      name: 'create a guest',
      method: 'post',
      url: '/hotel/guests',
      permissions: ['hotel.guests.view', 'hotel.guests.create'],
      tables: ['guests', 'events'],
      fields: guestFields,
    },
    {
      name: 'edit a guest',
      method: 'put',
      url: ({ id }) => `/hotel/guests/${id}`,
      permissions: ['hotel.guests.view', 'hotel.guests.update'],
      tables: ['guests', 'events'],
      setup: async () => ({ id: (await guest()).id }),
      fields: guestFields,
    },
    {
      name: 'create a room type',
      method: 'post',
      url: '/hotel/room-types',
      permissions: ['hotel.room_types.view', 'hotel.room_types.manage'],
      tables: ['room_types', 'events'],
      fields: roomTypeFields,
    },
    {
      name: 'edit a room type',
      method: 'put',
      url: ({ id }) => `/hotel/room-types/${id}`,
      permissions: ['hotel.room_types.view', 'hotel.room_types.manage'],
      tables: ['room_types', 'events'],
      setup: async () => ({ id: (await roomType()).id }),
      fields: roomTypeFields,
    },
    {
      name: 'add a rate rule',
      method: 'post',
      url: ({ id }) => `/hotel/room-types/${id}/rates`,
      permissions: ['hotel.room_types.view', 'hotel.room_types.manage'],
      tables: ['room_type_rate_rules', 'events'],
      setup: async () => ({ id: (await roomType()).id }),
      fields: {
        name: field(text(80)),
        starts_on: field(fc.oneof(isoDate(), fc.constant(null))),
        ends_on: field(fc.oneof(isoDate(), fc.constant(null))),
        weekdays: field(fc.array(wholeNumber(1, 7), { maxLength: 8 })),
        nightly_rate: field(fc.oneof(money(), fc.constant(null))),
        min_stay: field(fc.oneof(wholeNumber(1, 365), fc.constant(null))),
        closed_to_arrival: field(bool()),
      },
    },
    {
      name: 'create a room',
      method: 'post',
      url: '/hotel/rooms',
      permissions: ['hotel.rooms.view', 'hotel.rooms.manage'],
      tables: ['rooms', 'events'],
      setup: async () => ({ typeId: (await roomType()).id }),
      fields: ({ typeId }) => ({
        number: field(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/)),
        floor: field(wholeNumber(-5, 200)),
        room_type_id: field(idOf(typeId)),
        notes: field(text(300)),
        is_active: field(bool()),
      }),
    },
    {
      name: "change a room's status",
      method: 'post',
      url: ({ id }) => `/hotel/rooms/${id}/status`,
      permissions: ['hotel.rooms.view', 'hotel.rooms.manage'],
      tables: ['rooms', 'room_status_changes', 'events'],
      setup: async () => ({ id: (await room(await roomType())).id }),
      fields: {
        status: field(oneOf(...HOUSEKEEPING_STATUSES)),
        reason: field(text(255)),
      },
    },
    {
      name: 'block a room out of order',
      method: 'post',
      url: ({ id }) => `/hotel/rooms/${id}/blocks`,
      permissions: ['hotel.rooms.view', 'hotel.rooms.manage'],
      tables: ['room_blocks', 'events'],
      setup: async () => ({ id: (await room(await roomType())).id }),
      fields: {
        starts_on: field(fc.integer({ min: 0, max: 300 }).map(day)),
        ends_on: field(fc.integer({ min: 1, max: 310 }).map(day)),
        reason: field(text(255)),
      },
    },
    {
      name: 'create a booking',
      method: 'post',
      url: '/hotel/bookings',
      permissions: ['hotel.bookings.view', 'hotel.bookings.create', 'hotel.bookings.override_rate'],
      tables: HOTEL_TABLES,
      setup: hotelStock,
      fields: (context) => ({
        ...bookingFields(context),
        status: field(oneOf('pending', 'confirmed', 'checked_in')),
      }),
    },
    {
      name: 'edit a booking',
      method: 'put',
      url: ({ target }) => `/hotel/bookings/${target.id}`,
      permissions: ['hotel.bookings.view', 'hotel.bookings.update', 'hotel.bookings.override_rate'],
      tables: HOTEL_TABLES,
      setup: async () => {
        const stock = await hotelStock()
        const target = await booking(stock.type, stock.guest, { checkIn: day(5), checkOut: day(7) })
        return { ...stock, target }
      },
      fields: (context) => ({
        ...bookingFields(context),
        lockVersion: field(wholeNumber(0, 3)),
      }),
    },
    {
      name: 'cancel a booking',
      method: 'post',
      url: ({ target }) => `/hotel/bookings/${target.id}/cancel`,
      permissions: ['hotel.bookings.view', 'hotel.bookings.cancel'],
      tables: HOTEL_TABLES,
      runs: 60,
      setup: async () => {
        const stock = await hotelStock()
        const target = await booking(stock.type, stock.guest, { checkIn: day(5), checkOut: day(7) })
        return { target }
      },
      fields: { lockVersion: field(wholeNumber(0, 3)), reason: field(text(255)) },
    },
    {
      name: 'move a booking',
      method: 'post',
      url: ({ target }) => `/hotel/bookings/${target.id}/move`,
      permissions: ['hotel.bookings.view', 'hotel.bookings.update'],
      tables: HOTEL_TABLES,
      setup: async () => {
        const stock = await hotelStock()
        const target = await booking(stock.type, stock.guest, {
          checkIn: day(5),
          checkOut: day(7),
          roomId: stock.rooms[0].id,
        })
        return { ...stock, target }
      },
      fields: ({ rooms }) => ({
        roomId: field(idOf(...rooms.map((entry: { id: number }) => entry.id))),
        checkIn: field(fc.oneof(fc.integer({ min: 0, max: 100 }).map(day), isoDate())),
        lockVersion: field(wholeNumber(0, 3)),
      }),
    },
    {
      name: 'check a guest in',
      method: 'post',
      url: ({ target }) => `/hotel/bookings/${target.id}/check-in`,
      permissions: ['hotel.bookings.view', 'hotel.bookings.check_in', 'hotel.folios.take_payment'],
      tables: [...HOTEL_TABLES, 'rooms'],
      runs: 80,
      setup: async () => {
        const stock = await hotelStock()
        const target = await booking(stock.type, stock.guest, { checkIn: day(0), checkOut: day(2) })
        return { ...stock, target }
      },
      fields: ({ rooms }) => ({
        lockVersion: field(wholeNumber(1, 3)),
        roomId: field(idOf(...rooms.map((entry: { id: number }) => entry.id))),
        documentConfirmed: field(oneOf<unknown>(true, 'on', false)),
        documentType: field(oneOf('Passport', 'ID card')),
        documentNumber: field(text(60)),
        depositMethod: field(oneOf(...PAYMENT_METHODS)),
        depositAmount: field(money()),
      }),
    },
    {
      name: 'post a folio charge',
      method: 'post',
      url: ({ target }) => `/hotel/bookings/${target.id}/charges`,
      permissions: ['hotel.bookings.view', 'hotel.folios.post_charge'],
      tables: HOTEL_TABLES,
      runs: 80,
      setup: inHouse,
      fields: {
        description: field(text(200)),
        amount: field(money()),
        serviceDate: field(fc.oneof(fc.integer({ min: -1, max: 1 }).map(day), isoDate())),
      },
    },
    {
      name: 'take a payment',
      method: 'post',
      url: ({ target }) => `/hotel/bookings/${target.id}/payments`,
      permissions: ['hotel.bookings.view', 'hotel.folios.take_payment'],
      tables: HOTEL_TABLES,
      runs: 80,
      setup: inHouse,
      fields: {
        method: field(oneOf(...PAYMENT_METHODS)),
        amount: field(money()),
        reference: field(text(120)),
      },
    },
    {
      name: 'check a guest out',
      method: 'post',
      url: ({ target }) => `/hotel/bookings/${target.id}/check-out`,
      permissions: ['hotel.bookings.view', 'hotel.bookings.check_out', 'hotel.folios.take_payment'],
      tables: [...HOTEL_TABLES, 'invoices', 'housekeeping_tasks', 'rooms'],
      runs: 80,
      setup: async () => {
        const stock = await hotelStock()
        const target = await booking(stock.type, stock.guest, {
          checkIn: day(-2),
          checkOut: day(0),
          roomId: stock.rooms[0].id,
          status: 'checked_in',
        })
        return { target }
      },
      fields: {
        lockVersion: field(wholeNumber(1, 3)),
        extraDescription: field(text(200)),
        extraAmount: field(money()),
        paymentMethod: field(oneOf(...PAYMENT_METHODS)),
        paymentAmount: field(money()),
        paymentReference: field(text(120)),
        leaveBalance: field(bool()),
      },
    },
    {
      name: 'create a housekeeping task',
      method: 'post',
      url: '/hotel/housekeeping/tasks',
      permissions: ['hotel.housekeeping.view', 'hotel.housekeeping.assign'],
      tables: ['housekeeping_tasks', 'events'],
      setup: async (actor) => ({ roomId: (await room(await roomType())).id, actorId: actor.id }),
      fields: ({ roomId, actorId }) => ({
        roomId: field(idOf(roomId)),
        kind: field(oneOf(...TASK_KINDS)),
        assigneeId: field(fc.oneof(idOf(actorId), fc.constant(null))),
        notes: field(text(300)),
        dueOn: field(isoDate()),
      }),
    },
    {
      name: 'assign a housekeeping task',
      method: 'post',
      url: ({ taskId }) => `/hotel/housekeeping/tasks/${taskId}/assign`,
      permissions: ['hotel.housekeeping.view', 'hotel.housekeeping.assign'],
      tables: ['housekeeping_tasks', 'events'],
      runs: 60,
      setup: async (actor) => {
        const target = await room(await roomType())
        const task = await HousekeepingTask.create({
          roomId: target.id,
          kind: TASK_KINDS[0],
          status: 'open',
          dueOn: DateTime.fromISO(appToday()),
        })
        return { taskId: task.id, actorId: actor.id }
      },
      fields: ({ actorId }) => ({
        assigneeId: field(fc.oneof(idOf(actorId), fc.constant(null))),
        lockVersion: field(wholeNumber(1, 3)),
      }),
    },
  ],
}

const userFields = (roleIds: number[]) => ({
  full_name: field(text(120)),
  email: field(email()),
  password: field(oneOf('lantern-harbour-quince-71', 'short', 'password1234')),
  password_confirmation: field(oneOf('lantern-harbour-quince-71', 'other')),
  roles: field(fc.array(idOf(...roleIds), { maxLength: 3 })),
  is_active: field(bool()),
})

const rolesOf = async () => (await Role.query().select('id')).map((entry) => entry.id)

const permissionFields = {
  name: field(fc.oneof(fc.stringMatching(/^[a-z_]{1,12}(\.[a-z_]{1,12}){1,3}$/), text(120))),
  description: field(text(255)),
}

export const accessForms: FuzzCases = {
  title: 'Fuzz: access forms',
  forms: [
    {
      name: 'create a user',
      method: 'post',
      url: '/users',
      permissions: 'administrator',
      tables: ['users', 'user_roles', 'events'],
      messagesUnder: { password_confirmation: 'password' },
      setup: async () => ({ roleIds: await rolesOf() }),
      fields: ({ roleIds }) => userFields(roleIds),
    },
    {
      name: 'edit a user',
      method: 'put',
      url: ({ id }) => `/users/${id}`,
      permissions: 'administrator',
      tables: ['users', 'user_roles', 'events'],
      messagesUnder: { password_confirmation: 'password' },
      setup: async () => ({ roleIds: await rolesOf(), id: (await createUser()).id }),
      fields: ({ roleIds }) => userFields(roleIds),
    },
    {
      name: 'create a role',
      method: 'post',
      url: '/settings/roles',
      permissions: 'administrator',
      tables: ['roles', 'role_permissions', 'events'],
      setup: async () => ({
        names: (await Permission.query().select('name').limit(5)).map((entry) => entry.name),
      }),
      fields: ({ names }) => ({
        name: field(text(60)),
        description: field(text(255)),
        permissions: field(fc.array(fc.oneof(oneOf(...names), text(120)), { maxLength: 4 })),
      }),
    },
    {
      name: 'edit a role',
      method: 'put',
      url: ({ id }) => `/settings/roles/${id}`,
      permissions: 'administrator',
      tables: ['roles', 'role_permissions', 'events'],
      setup: async () => ({
        id: (await Role.create({ name: 'Night audit', description: '' })).id,
        names: (await Permission.query().select('name').limit(5)).map((entry) => entry.name),
      }),
      fields: ({ names }) => ({
        name: field(text(60)),
        description: field(text(255)),
        permissions: field(fc.array(fc.oneof(oneOf(...names), text(120)), { maxLength: 4 })),
      }),
    },
    {
      name: 'create a permission',
      method: 'post',
      url: '/settings/permissions',
      permissions: 'administrator',
      tables: ['permissions', 'events'],
      fields: permissionFields,
    },
    {
      name: 'edit a permission',
      method: 'put',
      url: ({ id }) => `/settings/permissions/${id}`,
      permissions: 'administrator',
      tables: ['permissions', 'events'],
      setup: async () => ({
        id: (await Permission.create({ name: 'fuzz.custom.thing', area: 'fuzz', description: '' }))
          .id,
      }),
      fields: permissionFields,
    },
  ],
}

export const settingsForms: FuzzCases = {
  title: 'Fuzz: settings forms',
  forms: [
    {
      name: 'update the profile',
      method: 'patch',
      url: '/settings/profile',
      permissions: [],
      tables: ['users', 'events'],
      fields: { full_name: field(text(120)), email: field(email()) },
    },
    {
      name: 'change the password',
      method: 'put',
      url: '/settings/password',
      permissions: [],
      tables: ['users', 'events'],
      messagesUnder: { password_confirmation: 'password' },
      fields: {
        current_password: field(oneOf(FACTORY_PASSWORD, 'wrong-password-1234')),
        password: field(oneOf('lantern-harbour-quince-71', 'short', 'password1234')),
        password_confirmation: field(oneOf('lantern-harbour-quince-71', 'other')),
      },
    },
  ],
}

const PAGING = ['page', 'per_page', 'sort', 'direction', 'search']
const LIST_RUNS = 100

const LIST_PAGES: FuzzQuery[] = [
  { url: '/users', permissions: 'administrator', params: [...PAGING, 'role', 'status'] },
  {
    url: '/events',
    permissions: 'administrator',
    params: [...PAGING, 'area', 'type', 'actor', 'subject_type', 'subject_id', 'from', 'to'],
  },
  { url: '/hotel/guests', permissions: 'administrator', params: [...PAGING, 'vip', 'blocked'] },
  {
    url: '/hotel/bookings',
    permissions: 'administrator',
    params: [...PAGING, 'status', 'type', 'from', 'to', 'view'],
  },
  {
    url: '/hotel/bookings/create',
    permissions: 'administrator',
    params: ['guestId', 'roomTypeId', 'roomId', 'checkIn', 'checkOut'],
  },
  {
    url: '/hotel/bookings/quote',
    permissions: 'administrator',
    params: [
      'checkIn',
      'checkOut',
      'adults',
      'children',
      'roomTypeId',
      'bookingId',
      'nightlyRateCents',
    ],
  },
  { url: '/hotel/bookings/guest-options', permissions: 'administrator', params: ['search'] },
  { url: '/hotel/rooms', permissions: 'administrator', params: ['floor', 'type', 'status'] },
  {
    url: '/hotel/housekeeping',
    permissions: 'administrator',
    params: ['status', 'kind', 'assignee', 'mine', 'page', 'per_page'],
  },
  { url: '/hotel/reports/occupancy', permissions: 'administrator', params: ['from', 'to'] },
  { url: '/hotel/reports/revenue.csv', permissions: 'administrator', params: ['from', 'to'] },
  { url: '/hotel/reports/guests', permissions: 'administrator', params: ['from', 'to', 'sort'] },
]

export const listPages: FuzzPages = {
  title: 'Fuzz: list pages',
  pages: LIST_PAGES.map((page) => ({ ...page, runs: LIST_RUNS })),
}
