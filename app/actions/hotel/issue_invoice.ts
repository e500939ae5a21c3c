import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Booking from '#models/hotel/booking'
import Invoice from '#models/hotel/invoice'
import type User from '#models/identity/user'
import { recordEvent, type EventInput } from '#actions/events/record_event'
import { appName } from '#config/app'
import { appCurrency } from '#services/money'
import { hotelToday, isoDate } from '#services/hotel/calendar'
import { folioOf } from '#queries/hotel/folio'

export type InvoiceSnapshot = {
  hotel: { name: string }
  currency: string
  issuedOn: string
  guest: { name: string; email: string | null; phone: string; document: string; address: string; company: string; nationality: string | null }
  stay: { code: string; roomNumber: string | null; roomType: string; checkIn: string; checkOut: string; nights: number; adults: number; children: number }
  charges: { serviceDate: string; kind: string; description: string; amountCents: number; taxRateBp: number; taxCents: number; totalCents: number }[]
  payments: { date: string; method: string; isDeposit: boolean; amountCents: number; reference: string }[]
  totals: { subtotalCents: number; taxCents: number; totalCents: number; paidCents: number; balanceCents: number }
}

/**
 * Inside the check-out's transaction: issues the booking's one invoice. Its
 * totals and a snapshot of the guest, the stay and every line are frozen now,
 * so later edits to the guest or the tax rates never change a bill already
 * handed over. The number (INV-000001) comes from the database.
 */
export async function issueInvoice(trx: TransactionClientContract, { bookingId, actor, request }: { bookingId: number; actor: User | null; request?: EventInput['request'] }) {
  const booking = await Booking.query({ client: trx }).where('id', bookingId).preload('guest').preload('room').preload('roomType').firstOrFail()
  const folio = await folioOf(booking.id, trx)
  const guest = booking.guest
  const snapshot: InvoiceSnapshot = {
    hotel: { name: appName },
    currency: appCurrency(),
    issuedOn: hotelToday(),
    guest: {
      name: `${guest.firstName} ${guest.lastName}`,
      email: guest.email,
      phone: guest.phone,
      document: [guest.documentType, guest.documentNumber].filter(Boolean).join(' '),
      address: guest.address,
      company: guest.company,
      nationality: guest.nationality,
    },
    stay: {
      code: booking.code ?? '',
      roomNumber: booking.room?.number ?? null,
      roomType: booking.roomType.name,
      checkIn: isoDate(booking.checkIn),
      checkOut: isoDate(booking.checkOut),
      nights: booking.nightCount,
      adults: booking.adults,
      children: booking.children,
    },
    charges: folio.charges.map(({ serviceDate, kind, description, amountCents, taxRateBp, taxCents, totalCents }) => ({ serviceDate, kind, description, amountCents, taxRateBp, taxCents, totalCents })),
    payments: folio.payments.map(({ createdAt, method, isDeposit, amountCents, reference }) => ({ date: createdAt, method, isDeposit, amountCents, reference })),
    totals: { subtotalCents: folio.subtotalCents, taxCents: folio.taxCents, totalCents: folio.totalCents, paidCents: folio.paidCents, balanceCents: folio.balanceCents },
  }
  const invoice = await Invoice.create(
    {
      bookingId: booking.id,
      subtotalCents: folio.subtotalCents,
      taxCents: folio.taxCents,
      totalCents: folio.totalCents,
      paidCents: folio.paidCents,
      balanceCents: folio.balanceCents,
      snapshot,
      issuedBy: actor?.id ?? null,
      issuedAt: DateTime.now(),
    },
    { client: trx }
  )
  await invoice.refresh()
  await recordEvent(trx, {
    type: 'hotel.invoice.issued',
    actor,
    subject: { type: 'booking', id: booking.id, label: booking.code },
    after: { number: invoice.number, totalCents: invoice.totalCents, paidCents: invoice.paidCents, balanceCents: invoice.balanceCents },
    metadata: { invoiceId: invoice.id },
    request,
  })
  return invoice
}
