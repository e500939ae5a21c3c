import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Booking from '#models/hotel/booking'
import Invoice from '#models/hotel/invoice'
import type { AuditContext } from '#services/audit_context'
import { recordEvent } from '#services/record_event'
import { propertyDetails } from '#config/hotel'
import { appCurrency } from '#services/money'
import { appToday, isoDate } from '#services/clock'
import { folioOf } from '#queries/hotel/folio'

/** Who the invoice is made out to: the guest, or the company that pays for the stay. */
export type BillTo = {
  kind: 'guest' | 'company'
  name: string
  address: string
  taxId: string
}

export type InvoiceSnapshot = {
  /** The seller: the property's legal name, address and tax id (invoices issued before they were recorded carry the name only). */
  hotel: { name: string; address?: string; taxId?: string }
  /** Invoices issued before a company could be billed have none: they are made out to the guest. */
  billTo?: BillTo
  currency: string
  issuedOn: string
  guest: {
    name: string
    email: string | null
    phone: string
    document: string
    address: string
    company: string
    nationality: string | null
  }
  stay: {
    code: string
    roomNumber: string | null
    roomType: string
    checkIn: string
    checkOut: string
    nights: number
    adults: number
    children: number
  }
  charges: {
    serviceDate: string
    kind: string
    description: string
    amountCents: number
    taxRateBp: number
    taxCents: number
    totalCents: number
  }[]
  payments: {
    date: string
    method: string
    isDeposit: boolean
    amountCents: number
    reference: string
  }[]
  totals: {
    subtotalCents: number
    taxCents: number
    totalCents: number
    paidCents: number
    balanceCents: number
  }
}

/**
 * The next invoice number, taken inside the caller's transaction from the one
 * counter row: its lock makes concurrent check-outs number one after the
 * other, and a rollback gives the number back, so the series has no gaps.
 */
async function nextInvoiceNumber(trx: TransactionClientContract) {
  const { rows } = await trx.rawQuery(
    'UPDATE invoice_counters SET last_number = last_number + 1 WHERE id = 1 RETURNING last_number'
  )
  return `INV-${String(rows[0].last_number).padStart(6, '0')}`
}

/**
 * Inside the check-out's transaction: issues the booking's one invoice. Its
 * totals and a snapshot of the seller, whom it is made out to, the guest, the
 * stay and every line are frozen now, so later edits to the guest, the
 * property's settings or the tax rates never change a bill already handed
 * over. Numbers (INV-000001) follow each other with no gaps.
 */
export async function issueInvoice(
  trx: TransactionClientContract,
  {
    bookingId,
    billTo,
  }: {
    bookingId: number
    /** A company that pays; the guest when absent. */
    billTo?: Omit<BillTo, 'kind'> | null
  },
  audit: AuditContext
) {
  const booking = await Booking.query({ client: trx })
    .where('id', bookingId)
    .preload('guest')
    .preload('room')
    .preload('roomType')
    .firstOrFail()
  const folio = await folioOf(booking.id, trx)
  const snapshot = snapshotOf(booking, folio, billTo ?? null)
  const invoice = await Invoice.create(
    {
      number: await nextInvoiceNumber(trx),
      bookingId: booking.id,
      subtotalCents: folio.subtotalCents,
      taxCents: folio.taxCents,
      totalCents: folio.totalCents,
      paidCents: folio.paidCents,
      balanceCents: folio.balanceCents,
      snapshot,
      issuedBy: audit.actor?.id ?? null,
      issuedAt: DateTime.now(),
    },
    { client: trx }
  )
  await recordEvent(trx, {
    type: 'hotel.invoice.issued',
    subject: { type: 'booking', id: booking.id, label: booking.code },
    after: {
      number: invoice.number,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      balanceCents: invoice.balanceCents,
    },
    metadata: { invoiceId: invoice.id, ...(billTo && { billedTo: billTo.name }) },
    audit,
  })
  return invoice
}

/* Everything the bill says, frozen as it is now. */
function snapshotOf(
  booking: Booking,
  folio: Awaited<ReturnType<typeof folioOf>>,
  billTo: Omit<BillTo, 'kind'> | null
): InvoiceSnapshot {
  const guest = booking.guest
  const seller = propertyDetails()
  const snapshot: InvoiceSnapshot = {
    hotel: { name: seller.legalName, address: seller.address, taxId: seller.taxId },
    billTo: billTo
      ? { kind: 'company', ...billTo }
      : { kind: 'guest', name: guest.fullName, address: guest.address, taxId: '' },
    currency: appCurrency(),
    issuedOn: appToday(),
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
    charges: folio.charges.map(
      ({ serviceDate, kind, description, amountCents, taxRateBp, taxCents, totalCents }) => ({
        serviceDate,
        kind,
        description,
        amountCents,
        taxRateBp,
        taxCents,
        totalCents,
      })
    ),
    payments: folio.payments.map(({ createdAt, method, isDeposit, amountCents, reference }) => ({
      date: createdAt,
      method,
      isDeposit,
      amountCents,
      reference,
    })),
    totals: {
      subtotalCents: folio.subtotalCents,
      taxCents: folio.taxCents,
      totalCents: folio.totalCents,
      paidCents: folio.paidCents,
      balanceCents: folio.balanceCents,
    },
  }
  return snapshot
}
