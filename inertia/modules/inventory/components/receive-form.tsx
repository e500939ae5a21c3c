import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { InputError } from '@/components/ui/input-error'
import { SubmitButton } from '@/components/forms/submit-button'
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes'
import { formatMoney } from '@/lib/money'
import { formatQuantity } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { centsToInput } from '@/lib/money'
import { lineTotalCents, stockUnitsOf } from '@/modules/inventory/lib/purchase-units'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { PurchaseOrder } from '@/modules/inventory/purchasing-types'

type ReceiveData = { note: string; lines: { id: number; quantity: string }[] }

const plain = (quantity: string) => quantity.replace(/\.?0+$/, '')

/** One line still to come: what is outstanding, how much arrived, and what that adds to stock. */
function ReceiveLine({
  line,
  index,
  typed,
  errors,
  currency,
  onChange,
}: {
  line: PurchaseOrder['lines'][number]
  index: number
  typed: string
  errors: Record<string, string | undefined>
  currency: string
  onChange: (quantity: string) => void
}) {
  const id = `lines.${index}.quantity`
  const stock = stockUnitsOf(typed, line.unitFactor)
  const value = lineTotalCents(typed, centsToInput(line.unitCostCents))
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-start">
      <div className="grid gap-0.5 text-sm">
        <span className="font-medium">{line.name}</span>
        <span className="text-muted-foreground">
          {line.sku} · {t('inventory.purchasing.outstanding')}: {formatQuantity(line.outstanding)} ×{' '}
          {line.purchaseUnit}
        </span>
        {stock && value !== null && stock !== '0' && (
          <span className="text-muted-foreground tabular-nums">
            {t('inventory.purchasing.receive.stock_after', {
              quantity: formatQuantity(stock),
              unit: unitSymbol(line.stockUnit),
              value: formatMoney(value, currency),
            })}
          </span>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>
          {t('inventory.purchasing.receive.arrived')}{' '}
          <span className="text-muted-foreground">({line.purchaseUnit})</span>
        </Label>
        <Input
          id={id}
          name={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={typed}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={errors[id] ? true : undefined}
          aria-describedby={errors[id] ? `${id}-error` : undefined}
        />
        <InputError id={`${id}-error`} message={errors[id]} />
      </div>
    </li>
  )
}

/** One delivery: what arrived of each outstanding line, in the supplier's unit. */
export function ReceiveForm({ order, currency }: { order: PurchaseOrder; currency: string }) {
  const open = order.lines.filter((line) => !/^0(\.0+)?$/.test(line.outstanding))
  const form = useForm<ReceiveData>({
    note: '',
    lines: open.map((line) => ({ id: line.id, quantity: '' })),
  })
  useUnsavedChanges(form.isDirty && !form.processing)
  const errors = form.errors as Record<string, string | undefined>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(urlFor('inventory.purchase_orders.receive', { id: order.id }), {
      preserveScroll: true,
    })
  }
  const setQuantity = (index: number, quantity: string) =>
    form.setData(
      'lines',
      form.data.lines.map((line, at) => (at === index ? { ...line, quantity } : line))
    )
  return (
    <form className="grid gap-6" noValidate onSubmit={submit}>
      <ol className="grid gap-3">
        {open.map((line, index) => (
          <ReceiveLine
            key={line.id}
            line={line}
            index={index}
            typed={form.data.lines[index].quantity}
            errors={errors}
            currency={currency}
            onChange={(quantity) => setQuantity(index, quantity)}
          />
        ))}
      </ol>
      <InputError message={errors.lines} />
      <div className="grid max-w-xl gap-2">
        <Label htmlFor="note">{t('inventory.purchasing.receipt_note')}</Label>
        <Textarea
          id="note"
          name="note"
          rows={2}
          maxLength={500}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'note-error' : undefined}
        />
        <InputError id="note-error" message={errors.note} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton processing={form.processing}>
          {t('inventory.purchasing.receive.submit')}
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            form.setData(
              'lines',
              open.map((line) => ({ id: line.id, quantity: plain(line.outstanding) }))
            )
          }
        >
          {t('inventory.purchasing.receive.all')}
        </Button>
      </div>
    </form>
  )
}
