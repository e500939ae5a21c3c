import { useState } from 'react'
import { Banknote, BedDouble, CreditCard, Landmark } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { centsToInput } from '@/lib/money'
import { useMoney, type PosOrder } from '@/modules/restaurant/components/pos-types'
import { centsOf, type PaymentState, type Refusal } from '@/modules/restaurant/components/pay-state'

type Call = (url: string, body: Record<string, unknown>) => Promise<Refusal | null>
type Method = 'cash' | 'card' | 'transfer' | 'room_charge'

const METHODS = [
  { method: 'cash', icon: Banknote },
  { method: 'card', icon: CreditCard },
  { method: 'transfer', icon: Landmark },
  { method: 'room_charge', icon: BedDouble },
] as const

/** One payment: the method, the amount (the balance or the chosen part's), a tip, and for cash the change due. */
export function PayForm({
  order,
  state,
  call,
}: {
  order: PosOrder
  state: PaymentState
  call: Call
}) {
  const money = useMoney()
  const open = state.parts.filter((part) => part.remainingCents > 0)
  const [partId, setPartId] = useState<number | null>(open[0]?.id ?? null)
  const part = state.parts.find((candidate) => candidate.id === partId) ?? null
  const due = part ? Math.min(part.remainingCents, order.balanceCents) : order.balanceCents
  const [method, setMethod] = useState<Method>('cash')
  const [amount, setAmount] = useState(centsToInput(due))
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
    const chosen = state.parts.find((candidate) => candidate.id === id)
    setAmount(
      centsToInput(
        chosen ? Math.min(chosen.remainingCents, order.balanceCents) : order.balanceCents
      )
    )
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
      ...(part ? { bill_part_id: part.id } : {}),
    })
    setBusy(false)
    setRefusal(answer)
    if (!answer) {
      setKey(crypto.randomUUID())
      setTip('')
      setTendered('')
      setReference('')
    }
  }

  const errorOf = (field: string) =>
    refusal && (refusal.field === field || (field === 'amount_cents' && !refusal.field))
      ? refusal.message
      : null
  if (order.balanceCents <= 0) return null
  return (
    <form
      className="grid gap-4"
      data-testid="pay-form"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {state.parts.length > 0 && (
        <div className="grid gap-1.5">
          <Label htmlFor="pay-part">{t('restaurant_pay.part')}</Label>
          <NativeSelect
            id="pay-part"
            value={partId ?? ''}
            onChange={(event) => choosePart(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('restaurant_pay.whole_balance')}</option>
            {state.parts.map((candidate) => (
              <option
                key={candidate.id}
                value={candidate.id}
                disabled={candidate.remainingCents <= 0}
              >
                {t('restaurant_pay.part_n', {
                  n: candidate.position,
                  remaining: money(candidate.remainingCents),
                })}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="sr-only">{t('restaurant_pay.method')}</legend>
        {METHODS.map(({ method: name, icon: Icon }) => (
          <Button
            key={name}
            type="button"
            variant={method === name ? 'default' : 'outline'}
            className="h-14 flex-col gap-1 text-xs"
            aria-pressed={method === name}
            onClick={() => setMethod(name)}
          >
            <Icon className="size-5" />
            {t(`restaurant_pay.method.${name}`)}
          </Button>
        ))}
      </fieldset>
      {errorOf('method') && (
        <p className="text-sm text-destructive" role="alert">
          {errorOf('method')}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <MoneyField
          id="pay-amount"
          label={t('restaurant_pay.amount')}
          value={amount}
          onChange={setAmount}
          error={errorOf('amount_cents')}
        />
        <MoneyField
          id="pay-tip"
          label={t('restaurant_pay.tip')}
          value={tip}
          onChange={setTip}
          error={errorOf('tip_cents')}
          placeholder="0.00"
        />
      </div>
      {method === 'cash' && (
        <div className="grid grid-cols-2 items-end gap-3">
          <MoneyField
            id="pay-tendered"
            label={t('restaurant_pay.tendered')}
            value={tendered}
            onChange={setTendered}
            error={errorOf('tendered_cents')}
            placeholder={amount}
          />
          <div className="grid gap-1 pb-1 text-right" aria-live="polite">
            <span className="text-sm text-muted-foreground">{t('restaurant_pay.change_due')}</span>
            <span
              className={
                change !== null && change < 0
                  ? 'text-lg font-semibold text-destructive tabular-nums'
                  : 'text-lg font-semibold tabular-nums'
              }
              data-testid="pay-change"
            >
              {change === null ? money(0) : money(change)}
            </span>
          </div>
        </div>
      )}
      {method === 'transfer' && (
        <div className="grid gap-1.5">
          <Label htmlFor="pay-reference">{t('restaurant_pay.reference')}</Label>
          <Input
            id="pay-reference"
            value={reference}
            maxLength={80}
            onChange={(event) => setReference(event.target.value)}
          />
        </div>
      )}
      {method === 'room_charge' && (
        <div className="grid gap-1.5">
          <Label htmlFor="pay-booking">{t('restaurant_pay.room')}</Label>
          {state.bookings.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('restaurant_pay.nobody_in_house')}</p>
          ) : (
            <NativeSelect
              id="pay-booking"
              value={bookingId ?? ''}
              aria-invalid={errorOf('booking_id') ? true : undefined}
              onChange={(event) => setBookingId(Number(event.target.value))}
            >
              {state.bookings.map((booking) => (
                <option key={booking.id} value={booking.id}>
                  {t('restaurant_pos.room_of', {
                    room: booking.roomNumber,
                    guest: booking.guestName,
                  })}
                </option>
              ))}
            </NativeSelect>
          )}
          {errorOf('booking_id') && (
            <p className="text-sm text-destructive" role="alert">
              {errorOf('booking_id')}
            </p>
          )}
        </div>
      )}
      {refusal &&
        !['method', 'amount_cents', 'tip_cents', 'tendered_cents', 'booking_id'].includes(
          refusal.field ?? 'amount_cents'
        ) && (
          <p className="text-sm text-destructive" role="alert">
            {refusal.message}
          </p>
        )}
      <Button
        type="submit"
        className="h-12 text-base"
        disabled={busy}
        aria-busy={busy}
        data-testid="pay-submit"
      >
        {t('restaurant_pay.take', { amount: amountCents === null ? amount : money(amountCents) })}
      </Button>
    </form>
  )
}

export function MoneyField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | null
  placeholder?: string
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        inputMode="decimal"
        autoComplete="off"
        className="h-11 text-right tabular-nums"
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error && (
        <p className="text-sm text-destructive" role="alert">
          {props.error}
        </p>
      )}
    </div>
  )
}
