import { Banknote, BedDouble, CreditCard, Landmark } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import { useMoney, type PosOrder } from '@/modules/restaurant/components/pos-types'
import type { PaymentState } from '@/modules/restaurant/components/pay-state'
import {
  usePayForm,
  type Call,
  type PayFormModel,
} from '@/modules/restaurant/components/pay-form-state'

const METHODS = [
  { method: 'cash', icon: Banknote },
  { method: 'card', icon: CreditCard },
  { method: 'transfer', icon: Landmark },
  { method: 'room_charge', icon: BedDouble },
] as const

const FieldError = ({ message }: { message: string | null }) =>
  message ? (
    <p className="text-sm text-destructive" role="alert">
      {message}
    </p>
  ) : null

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
  const form = usePayForm(order, state, call)
  const { fields, set } = form
  if (order.balanceCents <= 0) return null
  return (
    <form
      className="grid gap-4"
      data-testid="pay-form"
      onSubmit={(event) => {
        event.preventDefault()
        void form.submit()
      }}
    >
      {state.parts.length > 0 && <PartPicker form={form} state={state} />}
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <legend className="sr-only">{t('restaurant_pay.method')}</legend>
        {METHODS.map(({ method, icon: Icon }) => (
          <Button
            key={method}
            type="button"
            variant={fields.method === method ? 'default' : 'outline'}
            className="h-14 flex-col gap-1 text-xs"
            aria-pressed={fields.method === method}
            onClick={() => set.setMethod(method)}
          >
            <Icon className="size-5" />
            {t(`restaurant_pay.method.${method}`)}
          </Button>
        ))}
      </fieldset>
      <FieldError message={form.errorOf('method')} />
      <div className="grid grid-cols-2 gap-3">
        <MoneyField
          id="pay-amount"
          label={t('restaurant_pay.amount')}
          value={fields.amount}
          onChange={set.setAmount}
          error={form.errorOf('amount_cents')}
        />
        <MoneyField
          id="pay-tip"
          label={t('restaurant_pay.tip')}
          value={fields.tip}
          onChange={set.setTip}
          error={form.errorOf('tip_cents')}
          placeholder="0.00"
        />
      </div>
      {fields.method === 'cash' && <CashFields form={form} />}
      {fields.method === 'transfer' && <ReferenceField form={form} />}
      {fields.method === 'room_charge' && <RoomField form={form} state={state} />}
      <FieldError message={form.otherError} />
      <Button
        type="submit"
        className="h-12 text-base"
        disabled={form.busy}
        aria-busy={form.busy}
        data-testid="pay-submit"
      >
        {t('restaurant_pay.take', {
          amount: form.amountCents === null ? fields.amount : money(form.amountCents),
        })}
      </Button>
    </form>
  )
}

function PartPicker({ form, state }: { form: PayFormModel; state: PaymentState }) {
  const money = useMoney()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="pay-part">{t('restaurant_pay.part')}</Label>
      <NativeSelect
        id="pay-part"
        className="h-11"
        value={form.fields.partId ?? ''}
        onChange={(event) =>
          form.set.choosePart(event.target.value ? Number(event.target.value) : null)
        }
      >
        <option value="">{t('restaurant_pay.whole_balance')}</option>
        {state.parts.map((part) => (
          <option key={part.id} value={part.id} disabled={part.remainingCents <= 0}>
            {t('restaurant_pay.part_n', {
              n: part.position,
              remaining: money(part.remainingCents),
            })}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** Cash given and the change due, live as it is typed. */
function CashFields({ form }: { form: PayFormModel }) {
  const money = useMoney()
  const short = form.change !== null && form.change < 0
  return (
    <div className="grid grid-cols-2 items-end gap-3">
      <MoneyField
        id="pay-tendered"
        label={t('restaurant_pay.tendered')}
        value={form.fields.tendered}
        onChange={form.set.setTendered}
        error={form.errorOf('tendered_cents')}
        placeholder={form.fields.amount}
      />
      <div className="grid gap-1 pb-1 text-right" aria-live="polite">
        <span className="text-sm text-muted-foreground">{t('restaurant_pay.change_due')}</span>
        <span
          className={cn('text-lg font-semibold tabular-nums', short && 'text-destructive')}
          data-testid="pay-change"
        >
          {money(form.change ?? 0)}
        </span>
      </div>
    </div>
  )
}

function ReferenceField({ form }: { form: PayFormModel }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="pay-reference">{t('restaurant_pay.reference')}</Label>
      <Input
        id="pay-reference"
        className="h-11"
        value={form.fields.reference}
        maxLength={80}
        onChange={(event) => form.set.setReference(event.target.value)}
      />
    </div>
  )
}

function RoomField({ form, state }: { form: PayFormModel; state: PaymentState }) {
  const error = form.errorOf('booking_id')
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="pay-booking">{t('restaurant_pay.room')}</Label>
      {state.bookings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('restaurant_pay.nobody_in_house')}</p>
      ) : (
        <NativeSelect
          id="pay-booking"
          className="h-11"
          value={form.fields.bookingId ?? ''}
          aria-invalid={error ? true : undefined}
          onChange={(event) => form.set.setBookingId(Number(event.target.value))}
        >
          {state.bookings.map((booking) => (
            <option key={booking.id} value={booking.id}>
              {t('restaurant_pos.room_of', { room: booking.roomNumber, guest: booking.guestName })}
            </option>
          ))}
        </NativeSelect>
      )}
      <FieldError message={error} />
    </div>
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
      <FieldError message={props.error} />
    </div>
  )
}
