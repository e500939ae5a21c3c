import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ChargeKind, PaymentMethod } from '#enums/hotel/folio'

type Client = QueryClientContract | TransactionClientContract

export type FolioChargeLine = {
  id: number
  kind: ChargeKind
  description: string
  serviceDate: string
  amountCents: number
  taxRateBp: number
  taxCents: number
  totalCents: number
  source: string | null
  sourceRef: string | null
  createdAt: string
}

export type FolioPaymentLine = {
  id: number
  method: PaymentMethod
  isDeposit: boolean
  amountCents: number
  reference: string
  createdAt: string
}

export type Folio = {
  charges: FolioChargeLine[]
  payments: FolioPaymentLine[]
  subtotalCents: number
  taxCents: number
  totalCents: number
  paidCents: number
  /** charges − payments: positive = the guest owes, negative = the guest is in credit. */
  balanceCents: number
}

const sum = <T>(rows: T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + pick(row), 0)

/** One booking's folio with its totals. Pass the transaction's client to read what it has written so far. */
export async function folioOf(bookingId: number, client: Client = db.connection()): Promise<Folio> {
  /* One query after the other: inside a transaction the client runs one at a time. */
  const chargeRows = await client
    .from('folio_charges')
    .where('booking_id', bookingId)
    .orderBy('service_date')
    .orderBy('id')
    .select(
      'id',
      'kind',
      'description',
      'amount_cents',
      'tax_rate_bp',
      'tax_cents',
      'total_cents',
      'source',
      'source_ref',
      'created_at'
    )
    .select(client.raw(`service_date::text as service_date`))
  const paymentRows = await client
    .from('folio_payments')
    .where('booking_id', bookingId)
    .orderBy('created_at')
    .orderBy('id')
    .select('id', 'method', 'is_deposit', 'amount_cents', 'reference', 'created_at')
  const charges: FolioChargeLine[] = chargeRows.map((row) => ({
    id: row.id,
    kind: row.kind,
    description: row.description,
    serviceDate: row.service_date,
    amountCents: row.amount_cents,
    taxRateBp: row.tax_rate_bp,
    taxCents: row.tax_cents,
    totalCents: row.total_cents,
    source: row.source,
    sourceRef: row.source_ref,
    createdAt: new Date(row.created_at).toISOString(),
  }))
  const payments: FolioPaymentLine[] = paymentRows.map((row) => ({
    id: row.id,
    method: row.method,
    isDeposit: row.is_deposit,
    amountCents: row.amount_cents,
    reference: row.reference,
    createdAt: new Date(row.created_at).toISOString(),
  }))
  const totalCents = sum(charges, (charge) => charge.totalCents)
  const paidCents = sum(payments, (payment) => payment.amountCents)
  return {
    charges,
    payments,
    subtotalCents: sum(charges, (charge) => charge.amountCents),
    taxCents: sum(charges, (charge) => charge.taxCents),
    totalCents,
    paidCents,
    balanceCents: totalCents - paidCents,
  }
}

/** A booking's balance alone (charges − payments), one query. */
export async function balanceOf(bookingId: number, client: Client = db.connection()) {
  const { rows } = await client.rawQuery(
    `SELECT (SELECT coalesce(sum(total_cents), 0) FROM folio_charges WHERE booking_id = ?)
          - (SELECT coalesce(sum(amount_cents), 0) FROM folio_payments WHERE booking_id = ?) AS balance`,
    [bookingId, bookingId]
  )
  return Number(rows[0].balance)
}

/**
 * What the guest still owes across stays that were billed: in-house folios and
 * checked-out ones left with a balance. Deposits on stays not yet begun are
 * prepayments, not debt, so they are not netted here.
 */
export async function openBalanceOfGuest(guestId: number, client: Client = db.connection()) {
  const { rows } = await client.rawQuery(
    `SELECT coalesce(sum(
        (SELECT coalesce(sum(c.total_cents), 0) FROM folio_charges c WHERE c.booking_id = b.id)
      - (SELECT coalesce(sum(p.amount_cents), 0) FROM folio_payments p WHERE p.booking_id = b.id)
      ), 0) AS balance
     FROM bookings b
     WHERE b.guest_id = ? AND b.status IN ('checked_in', 'checked_out')`,
    [guestId]
  )
  return Number(rows[0].balance)
}

export type InHouseStay = {
  id: number
  code: string
  roomNumber: string | null
  guestName: string
  balanceCents: number
  creditLimitCents: number
  availableCreditCents: number
}

/** Checked-in bookings with their balance and what is left of their credit limit: the "charge to room" picker. */
export async function inHouseStays(client: Client = db.connection()): Promise<InHouseStay[]> {
  const { rows } = await client.rawQuery(
    `SELECT b.id, b.code, r.number AS room_number, g.first_name || ' ' || g.last_name AS guest_name, b.credit_limit_cents,
        (SELECT coalesce(sum(c.total_cents), 0) FROM folio_charges c WHERE c.booking_id = b.id)
      - (SELECT coalesce(sum(p.amount_cents), 0) FROM folio_payments p WHERE p.booking_id = b.id) AS balance
     FROM bookings b
     JOIN guests g ON g.id = b.guest_id
     LEFT JOIN rooms r ON r.id = b.room_id
     WHERE b.status = 'checked_in'
     ORDER BY r.number, b.id`
  )
  return rows.map((row: any) => {
    const balanceCents = Number(row.balance)
    return {
      id: row.id,
      code: row.code,
      roomNumber: row.room_number,
      guestName: row.guest_name,
      balanceCents,
      creditLimitCents: row.credit_limit_cents,
      availableCreditCents: Math.max(0, row.credit_limit_cents - balanceCents),
    }
  })
}
