import { useState } from 'react'
import { Undo2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { centsToInput } from '@/lib/money'
import { useMoney, type PosOrder } from '@/modules/restaurant/components/pos-types'
import { MoneyField } from '@/modules/restaurant/components/pay-form'
import {
  centsOf,
  type PanelPayment,
  type PaymentState,
  type Refusal,
} from '@/modules/restaurant/components/pay-state'

type Call = (url: string, body: Record<string, unknown>) => Promise<Refusal | null>
type FormProps = { order: PosOrder; state: PaymentState; call: Call; onDone: () => void }

const Problem = ({ refusal }: { refusal: Refusal | null }) =>
  refusal ? (
    <p className="text-sm text-destructive" role="alert">
      {refusal.message}
    </p>
  ) : null

/** The payments taken, refunds under what they refund, each refundable with the permission. */
export function PaymentsList({ state, call }: { state: PaymentState; call: Call }) {
  const money = useMoney()
  const [refunding, setRefunding] = useState<number | null>(null)
  if (state.payments.length === 0) return null
  return (
    <section className="grid gap-2" aria-labelledby="pay-payments">
      <h2 id="pay-payments" className="text-sm font-semibold">
        {t('restaurant_pay.payments')}
      </h2>
      <ul className="divide-y rounded-md border" data-testid="pay-payments">
        {state.payments.map((payment) => (
          <li key={payment.id} className="grid gap-2 px-3 py-2 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {payment.refundOf
                    ? t('restaurant_pay.refund')
                    : t(`restaurant_pay.method.${payment.method}`)}
                  {payment.room && ` · ${payment.room}`}
                  {payment.reference && ` · ${payment.reference}`}
                </p>
                <p className="text-xs text-muted-foreground">{describe(payment, money)}</p>
              </div>
              <div className="flex items-center gap-2">
                <span
                  className={
                    payment.amountCents < 0
                      ? 'font-semibold text-destructive tabular-nums'
                      : 'font-semibold tabular-nums'
                  }
                >
                  {money(payment.amountCents)}
                </span>
                {state.can.refund && payment.refundableCents > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRefunding(refunding === payment.id ? null : payment.id)}
                  >
                    <Undo2 /> {t('restaurant_pay.refund_action')}
                  </Button>
                )}
              </div>
            </div>
            {refunding === payment.id && (
              <RefundForm payment={payment} call={call} onDone={() => setRefunding(null)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function describe(payment: PanelPayment, money: (cents: number) => string) {
  const parts = [
    payment.cashier,
    new Date(payment.paidAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
  ]
  if (payment.tipCents > 0) parts.push(t('restaurant_pay.tip_n', { tip: money(payment.tipCents) }))
  if (payment.changeCents > 0)
    parts.push(t('restaurant_pay.change_n', { change: money(payment.changeCents) }))
  if (payment.reason) parts.push(payment.reason)
  return parts.join(' · ')
}

function RefundForm({
  payment,
  call,
  onDone,
}: {
  payment: PanelPayment
  call: Call
  onDone: () => void
}) {
  const [amount, setAmount] = useState(centsToInput(payment.refundableCents))
  const [reason, setReason] = useState('')
  const [key] = useState(() => crypto.randomUUID())
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const submit = async () => {
    const answer = await call(urlFor('restaurant.payments.refund', { id: payment.id }), {
      key,
      amount_cents: centsOf(amount) ?? amount,
      reason: reason.trim(),
    })
    setRefusal(answer)
    if (!answer) onDone()
  }
  return (
    <form
      className="grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <MoneyField
        id={`refund-amount-${payment.id}`}
        label={t('restaurant_pay.amount')}
        value={amount}
        onChange={setAmount}
        error={null}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`refund-reason-${payment.id}`}>{t('restaurant_pos.reason')}</Label>
        <Input
          id={`refund-reason-${payment.id}`}
          className="h-11"
          value={reason}
          maxLength={255}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <Button type="submit" variant="destructive" className="h-11">
        {t('restaurant_pay.refund_action')}
      </Button>
      <div className="sm:col-span-3">
        <Problem refusal={refusal} />
      </div>
    </form>
  )
}

/** The order's discount: a percent or an amount, with a reason; 0 removes it. */
export function DiscountForm({ order, state, call, onDone }: FormProps) {
  const [kind, setKind] = useState<'percent' | 'amount'>(state.discount.kind ?? 'percent')
  const given = state.discount.value ?? 0
  const [value, setValue] = useState(kind === 'percent' ? String(given / 100) : centsToInput(given))
  const [reason, setReason] = useState(state.discount.reason ?? '')
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const submit = async () => {
    const number = kind === 'percent' ? Number(value.replace(',', '.')) : centsOf(value)
    const answer = await call(urlFor('restaurant.orders.discount', { id: order.id }), {
      kind,
      value: number === null || Number.isNaN(number) ? value : number,
      reason: reason.trim(),
    })
    setRefusal(answer)
    if (!answer) onDone()
  }
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="discount-kind">{t('restaurant_pay.discount_kind')}</Label>
          <NativeSelect
            id="discount-kind"
            className="h-11"
            value={kind}
            onChange={(event) => setKind(event.target.value as 'percent' | 'amount')}
          >
            <option value="percent">{t('restaurant_pay.discount_percent')}</option>
            <option value="amount">{t('restaurant_pay.discount_amount')}</option>
          </NativeSelect>
        </div>
        <MoneyField
          id="discount-value"
          label={t('restaurant_pay.discount_value')}
          value={value}
          onChange={setValue}
          error={null}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="discount-reason">{t('restaurant_pay.discount_reason')}</Label>
        <Input
          id="discount-reason"
          className="h-11"
          value={reason}
          maxLength={255}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t('restaurant_pay.discount_hint')}</p>
      <Problem refusal={refusal} />
      <Button type="submit" className="h-11">
        {t('restaurant_pay.discount_save')}
      </Button>
    </form>
  )
}

/** Split the bill: in N equal parts (the remainder cents on the first), or by item (each line to a part). */
export function SplitForm({ order, state, call, onDone }: FormProps) {
  const [split, setSplit] = useState<'equal' | 'items'>('equal')
  const [count, setCount] = useState(2)
  const lines = order.lines.filter((line) => !line.voided && line.parentId === null)
  const [assigned, setAssigned] = useState<Record<number, number>>({})
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const submit = async () => {
    const groups = Array.from({ length: count }, (_, index) =>
      lines.filter((line) => (assigned[line.id] ?? 1) === index + 1).map((line) => line.id)
    )
    const answer = await call(
      urlFor('restaurant.orders.split', { id: order.id }),
      split === 'equal' ? { split, parts: count } : { split, groups }
    )
    setRefusal(answer)
    if (!answer) onDone()
  }
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="split-kind">{t('restaurant_pay.split_how')}</Label>
          <NativeSelect
            id="split-kind"
            className="h-11"
            value={split}
            onChange={(event) => setSplit(event.target.value as 'equal' | 'items')}
          >
            <option value="equal">{t('restaurant_pay.split_equal')}</option>
            <option value="items" disabled={order.paidCents !== 0}>
              {t('restaurant_pay.split_items')}
            </option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="split-count">{t('restaurant_pay.split_count')}</Label>
          <Input
            id="split-count"
            type="number"
            min={2}
            max={20}
            className="h-11"
            value={count}
            onChange={(event) =>
              setCount(Math.min(20, Math.max(2, Number(event.target.value) || 2)))
            }
          />
        </div>
      </div>
      {split === 'equal' ? (
        <EqualNote balanceCents={order.balanceCents} count={count} />
      ) : (
        <LineParts lines={lines} count={count} assigned={assigned} onAssign={setAssigned} />
      )}
      {state.parts.length > 0 && (
        <p className="text-xs text-muted-foreground">{t('restaurant_pay.split_replaces')}</p>
      )}
      <Problem refusal={refusal} />
      <Button type="submit" className="h-11">
        {t('restaurant_pay.split_save')}
      </Button>
    </form>
  )
}

type SplitLine = PosOrder['lines'][number]

/** By item: each line's part, the first by default. */
function LineParts({
  lines,
  count,
  assigned,
  onAssign,
}: {
  lines: SplitLine[]
  count: number
  assigned: Record<number, number>
  onAssign: (assigned: Record<number, number>) => void
}) {
  const money = useMoney()
  return (
    <ul className="grid gap-2">
      {lines.map((line) => (
        <li key={line.id} className="flex items-center justify-between gap-2 text-sm">
          <span className="min-w-0 truncate">
            {line.quantity} × {line.name} · {money(line.totalCents)}
          </span>
          <NativeSelect
            aria-label={t('restaurant_pay.part_of', { name: line.name })}
            className="h-10 w-28"
            value={assigned[line.id] ?? 1}
            onChange={(event) => onAssign({ ...assigned, [line.id]: Number(event.target.value) })}
          >
            {Array.from({ length: count }, (_, index) => (
              <option key={index} value={index + 1}>
                {t('restaurant_pay.part_short', { n: index + 1 })}
              </option>
            ))}
          </NativeSelect>
        </li>
      ))}
    </ul>
  )
}

/** What each equal part comes to; the remainder cents are the first part's. */
function EqualNote({ balanceCents, count }: { balanceCents: number; count: number }) {
  const money = useMoney()
  const share = Math.floor(balanceCents / count)
  const remainder = balanceCents - share * count
  return (
    <p className="text-sm text-muted-foreground" data-testid="split-note">
      {remainder > 0
        ? t('restaurant_pay.split_remainder', {
            count,
            share: money(share),
            first: money(share + remainder),
          })
        : t('restaurant_pay.split_even', { count, share: money(share) })}
    </p>
  )
}
