/* The payment form's fields and its call: the amount defaults to the balance or the chosen part's. */
import { useState } from 'react'
import { urlFor } from '@/lib/routes'
import { centsToInput } from '@/lib/money'
import type { PosOrder } from '@/modules/restaurant/components/pos-types'
import { centsOf, type PaymentState, type Refusal } from '@/modules/restaurant/components/pay-state'

export type Call = (url: string, body: Record<string, unknown>) => Promise<Refusal | null>
export type Method = 'cash' | 'card' | 'transfer' | 'room_charge'

export function usePayForm(order: PosOrder, state: PaymentState, call: Call) {
  const dueOf = (partId: number | null) => {
    const part = state.parts.find((candidate) => candidate.id === partId)
    return part ? Math.min(part.remainingCents, order.balanceCents) : order.balanceCents
  }
  const [partId, setPartId] = useState<number | null>(
    state.parts.find((part) => part.remainingCents > 0)?.id ?? null
  )
  const [method, setMethod] = useState<Method>('cash')
  const [amount, setAmount] = useState(() => centsToInput(dueOf(partId)))
  const [tip, setTip] = useState('')
  const [tendered, setTendered] = useState('')
  const [reference, setReference] = useState('')
  const [bookingId, setBookingId] = useState(order.booking?.id ?? state.bookings[0]?.id ?? null)
  const [key, setKey] = useState(() => crypto.randomUUID())
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [busy, setBusy] = useState(false)

  const amountCents = centsOf(amount)
  const tipCents = tip.trim() === '' ? 0 : centsOf(tip)
  const tenderedCents = tendered.trim() === '' ? null : centsOf(tendered)
  const change =
    amountCents !== null && tipCents !== null && tenderedCents !== null
      ? tenderedCents - amountCents - tipCents
      : null

  const choosePart = (id: number | null) => {
    setPartId(id)
    setAmount(centsToInput(dueOf(id)))
  }

  const submit = async () => {
    setBusy(true)
    const answer = await call(urlFor('restaurant.orders.pay', { id: order.id }), {
      key,
      method,
      amount_cents: amountCents ?? amount,
      tip_cents: tipCents ?? tip,
      ...(method === 'cash' && tenderedCents !== null ? { tendered_cents: tenderedCents } : {}),
      ...(method === 'transfer' ? { reference } : {}),
      ...(method === 'room_charge' ? { booking_id: bookingId } : {}),
      ...(partId ? { bill_part_id: partId } : {}),
    })
    setBusy(false)
    setRefusal(answer)
    if (!answer) {
      /* A new payment gets a new key; a refused or lost one keeps it, so a retry is the same payment. */
      setKey(crypto.randomUUID())
      setTip('')
      setTendered('')
      setReference('')
    }
  }

  /** The refusal's message under its field; one without a field shows under the amount. */
  const errorOf = (field: string) =>
    refusal && (refusal.field === field || (field === 'amount_cents' && !refusal.field))
      ? refusal.message
      : null
  const otherError =
    refusal &&
    refusal.field &&
    !['method', 'amount_cents', 'tip_cents', 'tendered_cents', 'booking_id'].includes(refusal.field)
      ? refusal.message
      : null

  return {
    fields: { partId, method, amount, tip, tendered, reference, bookingId },
    set: { setMethod, setAmount, setTip, setTendered, setReference, setBookingId, choosePart },
    amountCents,
    change,
    busy,
    submit,
    errorOf,
    otherError,
  }
}

export type PayFormModel = ReturnType<typeof usePayForm>
