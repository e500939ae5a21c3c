/*
| Demo bookings: 90 days of history and 30 days ahead, always relative to the
| hotel's today so the demo is current whenever it is started. Each room gets a
| timeline of stays and gaps drawn from a seeded generator, so every run makes
| the same pattern (about two thirds occupancy) and no two stays of a room
| overlap. What a stay looks like follows from where it falls:
|
|   left before today   checked out, room nights + extras + restaurant on the
|                       folio, settled by payments, invoiced (a few cancelled
|                       or no-show instead)
|   leaving today       the same, and the room is dirty with a checkout clean
|   in the house        checked in, every night posted, a deposit taken
|   arriving today      confirmed, room assigned
|   later               confirmed or pending, some without a room yet
|
| One room is out of order with a block around today. Prices come from
| quoteStay with the demo rate plan, exactly as a booking made in the app.
| Everything is written in one transaction with bulk inserts.
*/
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { propertyDetails } from '#config/hotel'
import { BOOKING_SOURCES, type BookingStatus } from '#enums/hotel/booking_status'
import type { InvoiceSnapshot } from '#actions/hotel/issue_invoice'
import { addDays, appToday } from '#services/clock'
import {
  quoteStay,
  rateRulesOf,
  taxOn,
  taxRateOf,
  type RateRule,
  type StayQuote,
} from '#services/hotel/pricing'
import { appCurrency } from '#services/money'
import { t } from '#services/i18n'
import { seededRandom } from './seeded_random.js'

const HISTORY_DAYS = 90
const FUTURE_DAYS = 30
const SEED = 20_261_122
const OUT_OF_ORDER_ROOM = '206'
const CHUNK = 500

type DemoRoom = {
  id: number
  number: string
  roomTypeId: number
  typeName: string
  maxAdults: number
  maxChildren: number
  baseRateCents: number
}
type DemoGuest = {
  id: number
  firstName: string
  lastName: string
  email: string | null
  phone: string
  documentType: string
  documentNumber: string
  address: string
  company: string
  nationality: string | null
}

type Stay = {
  room: DemoRoom
  guest: DemoGuest
  roomId: number | null
  checkIn: string
  checkOut: string
  status: BookingStatus
  adults: number
  children: number
  source: string
  quote: StayQuote
  bookedOn: string
}

type Charge = {
  kind: 'room' | 'restaurant' | 'extra'
  description: string
  serviceDate: string
  amountCents: number
  taxRateBp: number
  taxCents: number
  totalCents: number
  source: string | null
  sourceRef: string | null
}

const EXTRAS = [
  ['Minibar', 900, 3200],
  ['Laundry service', 1500, 4000],
  ['Airport transfer', 3500, 5500],
  ['Late check-out', 2500, 2500],
  ['Spa access', 3000, 6000],
] as const
const MEALS = [
  ['Restaurant: dinner', 3800, 11000],
  ['Restaurant: lunch', 2200, 6500],
  ['Room service', 1800, 5200],
  ['Bar', 1200, 4800],
] as const
const PAYMENT_METHODS = ['card', 'card', 'card', 'cash', 'transfer'] as const

const at = (date: string, time: string) => new Date(`${date}T${time}Z`)

/** The rooms' timelines: stays and gaps from 90 days ago to 30 days ahead, none overlapping the out-of-order block. */
function planStays(
  rooms: DemoRoom[],
  guests: DemoGuest[],
  rulesByType: Map<number, RateRule[]>,
  roomTax: number,
  today: string,
  block: { roomId: number; startsOn: string; endsOn: string } | null
) {
  const random = seededRandom(SEED)
  const stays: Stay[] = []
  const end = addDays(today, FUTURE_DAYS)
  for (const room of rooms) {
    let cursor = addDays(today, -HISTORY_DAYS - random.int(0, 3))
    while (true) {
      const gap = [0, 1, 2, random.int(3, 5)][random.weighted([35, 30, 20, 15])]
      let nights = [1, 2, 3, 4, random.int(5, 7)][random.weighted([20, 30, 25, 15, 10])]
      const checkIn = addDays(cursor, gap)
      if (checkIn >= end) break
      const rules = rulesByType.get(room.roomTypeId) ?? []
      let quote = quoteStay({
        baseRateCents: room.baseRateCents,
        rules,
        checkIn,
        checkOut: addDays(checkIn, nights),
        taxRateBp: roomTax,
      })
      if (nights < quote.minStay) {
        nights = quote.minStay
        quote = quoteStay({
          baseRateCents: room.baseRateCents,
          rules,
          checkIn,
          checkOut: addDays(checkIn, nights),
          taxRateBp: roomTax,
        })
      }
      const checkOut = addDays(checkIn, nights)
      cursor = checkOut
      if (
        block &&
        block.roomId === room.id &&
        checkIn < block.endsOn &&
        checkOut > block.startsOn
      ) {
        cursor = block.endsOn
        continue
      }
      if (quote.closedToArrival) continue

      const roll = random.next()
      let status: BookingStatus
      if (checkOut <= today)
        status = roll < 0.05 ? 'cancelled' : roll < 0.08 ? 'no_show' : 'checked_out'
      else if (checkIn < today) status = 'checked_in'
      else if (checkIn === today) status = 'confirmed'
      else status = roll < 0.04 ? 'cancelled' : roll < 0.3 ? 'pending' : 'confirmed'
      const unassigned =
        checkIn > addDays(today, 1) &&
        (status === 'pending' || status === 'confirmed') &&
        random.next() < 0.2

      stays.push({
        room,
        guest: random.pick(guests),
        roomId: unassigned ? null : room.id,
        checkIn,
        checkOut,
        status,
        adults: random.int(1, room.maxAdults),
        children: room.maxChildren > 0 && random.next() < 0.2 ? 1 : 0,
        source: random.pick(BOOKING_SOURCES),
        quote,
        bookedOn: addDays(checkIn, -random.int(1, 45)),
      })
    }
  }
  return { stays, random }
}

async function insertInChunks(
  trx: TransactionClientContract,
  table: string,
  rows: Record<string, unknown>[]
) {
  for (let index = 0; index < rows.length; index += CHUNK)
    await trx.table(table).multiInsert(rows.slice(index, index + CHUNK))
}

/**
 * The demo's bookings with their nights, folios, payments and invoices; dirty
 * rooms with checkout cleans for today's departures; one room out of order.
 * Skipped when any booking exists, so `node ace db:seed` can run again safely.
 */
export async function seedDemoBookings(client: QueryClientContract) {
  if (await client.from('bookings').select('id').first()) return
  const rooms: DemoRoom[] = await client
    .from('rooms as r')
    .join('room_types as rt', 'rt.id', 'r.room_type_id')
    .where('r.is_active', true)
    .orderByRaw('length(r.number), r.number')
    .select(
      'r.id',
      'r.number',
      'r.room_type_id as roomTypeId',
      'rt.name as typeName',
      'rt.max_adults as maxAdults',
      'rt.max_children as maxChildren',
      'rt.base_rate_cents as baseRateCents'
    )
  const guests: DemoGuest[] = await client
    .from('guests')
    .where('is_blocked', false)
    .orderBy('id')
    .select(
      'id',
      'first_name as firstName',
      'last_name as lastName',
      'email',
      'phone',
      'document_type as documentType',
      'document_number as documentNumber',
      'address',
      'company',
      'nationality'
    )
  if (!rooms.length || !guests.length) return
  const housekeeper = await client
    .from('users')
    .where('email', 'housekeeper@posada.test')
    .select('id')
    .first()

  await client.transaction(async (trx) => {
    const today = appToday()
    const [roomTax, restaurantTax, extraTax] = [
      await taxRateOf('room', trx),
      await taxRateOf('restaurant', trx),
      await taxRateOf('extra', trx),
    ]
    const rulesByType = new Map<number, RateRule[]>()
    for (const typeId of new Set(rooms.map((room) => room.roomTypeId)))
      rulesByType.set(typeId, await rateRulesOf(typeId, trx))
    const blockedRoom = rooms.find((room) => room.number === OUT_OF_ORDER_ROOM) ?? null
    const block = blockedRoom
      ? { roomId: blockedRoom.id, startsOn: addDays(today, -2), endsOn: addDays(today, 4) }
      : null
    const { stays, random } = planStays(rooms, guests, rulesByType, roomTax, today, block)

    const inserted: { id: number; code: string }[] = []
    for (let index = 0; index < stays.length; index += CHUNK) {
      const rows = stays.slice(index, index + CHUNK).map((stay) => ({
        guest_id: stay.guest.id,
        room_type_id: stay.room.roomTypeId,
        room_id: stay.roomId,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        adults: stay.adults,
        children: stay.children,
        nightly_rate_cents: stay.quote.nights[0].rateCents,
        total_cents: stay.quote.totalCents,
        source: stay.source,
        status: stay.status,
        checked_in_at: ['checked_in', 'checked_out'].includes(stay.status)
          ? at(stay.checkIn, '15:10:00')
          : null,
        checked_out_at: stay.status === 'checked_out' ? at(stay.checkOut, '10:40:00') : null,
        document_confirmed_at: ['checked_in', 'checked_out'].includes(stay.status)
          ? at(stay.checkIn, '15:10:00')
          : null,
        cancelled_at:
          stay.status === 'cancelled' ? at(addDays(stay.bookedOn, 1), '12:00:00') : null,
        no_show_at: stay.status === 'no_show' ? at(addDays(stay.checkIn, 1), '06:00:00') : null,
        created_at: at(stay.bookedOn, '09:30:00'),
        updated_at: at(stay.bookedOn, '09:30:00'),
      }))
      inserted.push(...(await trx.table('bookings').multiInsert(rows).returning(['id', 'code'])))
    }

    const nights: Record<string, unknown>[] = []
    const charges: Record<string, unknown>[] = []
    const payments: Record<string, unknown>[] = []
    const invoices: Record<string, unknown>[] = []
    const seller = propertyDetails()
    const departures: { roomId: number; bookingId: number }[] = []
    for (const [index, stay] of stays.entries()) {
      const { id, code } = inserted[index]
      for (const night of stay.quote.nights)
        nights.push({
          booking_id: id,
          night: night.night,
          room_type_id: stay.room.roomTypeId,
          rate_cents: night.rateCents,
        })
      if (stay.status !== 'checked_in' && stay.status !== 'checked_out') continue

      const folio: Charge[] = stay.quote.nights.map((night) => {
        const taxCents = taxOn(night.rateCents, roomTax)
        return {
          kind: 'room',
          description: t('hotel.folio.room_night', { room: stay.room.number, night: night.night }),
          serviceDate: night.night,
          amountCents: night.rateCents,
          taxRateBp: roomTax,
          taxCents,
          totalCents: night.rateCents + taxCents,
          source: 'booking.night',
          sourceRef: `${id}:${night.night}`,
        }
      })
      const stayed = stay.quote.nights.map((night) => night.night).filter((night) => night < today)
      const extra = (
        kind: 'restaurant' | 'extra',
        [description, min, max]: readonly [string, number, number],
        rate: number
      ) => {
        const amountCents = Math.round(random.int(min, max) / 50) * 50
        const taxCents = taxOn(amountCents, rate)
        folio.push({
          kind,
          description,
          serviceDate: random.pick(stayed),
          amountCents,
          taxRateBp: rate,
          taxCents,
          totalCents: amountCents + taxCents,
          source: null,
          sourceRef: null,
        })
      }
      if (stayed.length) {
        if (random.next() < 0.45) extra('restaurant', random.pick(MEALS), restaurantTax)
        if (random.next() < 0.2) extra('restaurant', random.pick(MEALS), restaurantTax)
        if (random.next() < 0.3) extra('extra', random.pick(EXTRAS), extraTax)
      }
      for (const charge of folio) {
        charges.push({
          booking_id: id,
          kind: charge.kind,
          description: charge.description,
          service_date: charge.serviceDate,
          amount_cents: charge.amountCents,
          tax_rate_bp: charge.taxRateBp,
          tax_cents: charge.taxCents,
          total_cents: charge.totalCents,
          source: charge.source,
          source_ref: charge.sourceRef,
          created_at: at(charge.kind === 'room' ? stay.checkIn : charge.serviceDate, '20:00:00'),
        })
      }

      const owed = folio.reduce((sum, charge) => sum + charge.totalCents, 0)
      const deposit = Math.min(owed, folio[0].totalCents)
      const method = random.pick(PAYMENT_METHODS)
      const paid = [
        {
          date: stay.checkIn,
          method: 'card',
          isDeposit: true,
          amountCents: deposit,
          reference: t('hotel.stays.deposit_reference'),
        },
      ]
      if (stay.status === 'checked_out' && owed > deposit)
        paid.push({
          date: stay.checkOut,
          method,
          isDeposit: false,
          amountCents: owed - deposit,
          reference: '',
        })
      for (const payment of paid) {
        payments.push({
          booking_id: id,
          method: payment.method,
          is_deposit: payment.isDeposit,
          amount_cents: payment.amountCents,
          reference: payment.reference,
          created_at: at(payment.date, '15:15:00'),
        })
      }
      if (stay.status !== 'checked_out') continue

      if (stay.checkOut === today && stay.roomId !== null)
        departures.push({ roomId: stay.roomId, bookingId: id })
      const subtotalCents = folio.reduce((sum, charge) => sum + charge.amountCents, 0)
      const taxCents = folio.reduce((sum, charge) => sum + charge.taxCents, 0)
      const snapshot: InvoiceSnapshot = {
        hotel: { name: seller.legalName, address: seller.address, taxId: seller.taxId },
        billTo: {
          kind: 'guest',
          name: `${stay.guest.firstName} ${stay.guest.lastName}`,
          address: stay.guest.address,
          taxId: '',
        },
        currency: appCurrency(),
        issuedOn: stay.checkOut,
        guest: {
          name: `${stay.guest.firstName} ${stay.guest.lastName}`,
          email: stay.guest.email,
          phone: stay.guest.phone,
          document: [stay.guest.documentType, stay.guest.documentNumber].filter(Boolean).join(' '),
          address: stay.guest.address,
          company: stay.guest.company,
          nationality: stay.guest.nationality,
        },
        stay: {
          code,
          roomNumber: stay.room.number,
          roomType: stay.room.typeName,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          nights: stay.quote.nightCount,
          adults: stay.adults,
          children: stay.children,
        },
        charges: folio.map(
          ({
            serviceDate,
            kind,
            description,
            amountCents,
            taxRateBp,
            taxCents: tax,
            totalCents,
          }) => ({
            serviceDate,
            kind,
            description,
            amountCents,
            taxRateBp,
            taxCents: tax,
            totalCents,
          })
        ),
        payments: paid.map((payment) => ({
          ...payment,
          date: at(payment.date, '15:15:00').toISOString(),
        })),
        totals: { subtotalCents, taxCents, totalCents: owed, paidCents: owed, balanceCents: 0 },
      }
      invoices.push({
        booking_id: id,
        subtotal_cents: subtotalCents,
        tax_cents: taxCents,
        total_cents: owed,
        paid_cents: owed,
        balance_cents: 0,
        snapshot: JSON.stringify(snapshot),
        issued_at: at(stay.checkOut, '10:40:00'),
      })
    }
    await insertInChunks(trx, 'booking_nights', nights)
    await insertInChunks(trx, 'folio_charges', charges)
    await insertInChunks(trx, 'folio_payments', payments)
    /* Numbered in the order they were issued, and the counter set after the last: the series has no gaps. */
    invoices.sort((a, b) => (a.issued_at as Date).getTime() - (b.issued_at as Date).getTime())
    invoices.forEach((invoice, index) => {
      invoice.number = `INV-${String(index + 1).padStart(6, '0')}`
    })
    await insertInChunks(trx, 'invoices', invoices)
    await trx.from('invoice_counters').where('id', 1).update({ last_number: invoices.length })
    await seedRoomStates(trx, { today, departures, block, housekeeperId: housekeeper?.id ?? null })
  })
}

/** Today's departures leave dirty rooms with open checkout cleans (the first one assigned); one room is out of order. */
async function seedRoomStates(
  trx: TransactionClientContract,
  {
    today,
    departures,
    block,
    housekeeperId,
  }: {
    today: string
    departures: { roomId: number; bookingId: number }[]
    block: { roomId: number; startsOn: string; endsOn: string } | null
    housekeeperId: number | null
  }
) {
  const now = new Date()
  const history: Record<string, unknown>[] = []
  for (const [index, departure] of departures.entries()) {
    await trx
      .from('rooms')
      .where('id', departure.roomId)
      .update({ housekeeping_status: 'dirty', updated_at: now })
    history.push({
      room_id: departure.roomId,
      from_status: 'clean',
      to_status: 'dirty',
      reason: 'Guest checked out',
      created_at: at(today, '10:40:00'),
    })
    await trx.table('housekeeping_tasks').insert({
      room_id: departure.roomId,
      booking_id: departure.bookingId,
      kind: 'checkout_clean',
      status: 'open',
      assignee_id: index === 0 ? housekeeperId : null,
      notes: '',
      due_on: today,
      created_at: now,
      updated_at: now,
    })
  }
  if (block) {
    const reason = 'Bathroom leak: plumber booked'
    await trx.table('room_blocks').insert({
      room_id: block.roomId,
      starts_on: block.startsOn,
      ends_on: block.endsOn,
      reason,
      created_at: at(block.startsOn, '08:00:00'),
    })
    await trx
      .from('rooms')
      .where('id', block.roomId)
      .update({ housekeeping_status: 'out_of_order', updated_at: now })
    history.push({
      room_id: block.roomId,
      from_status: 'clean',
      to_status: 'out_of_order',
      reason,
      created_at: at(block.startsOn, '08:00:00'),
    })
  }
  if (history.length) await trx.table('room_status_changes').multiInsert(history)
}
