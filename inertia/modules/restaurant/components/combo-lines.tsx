import { Plus, Trash2 } from 'lucide-react'
import { SubmitButton } from '@/components/forms/submit-button'
import { SavedNote } from '@/components/forms/saved-note'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { InputError } from '@/components/ui/input-error'
import { NativeSelect } from '@/components/ui/select-native'
import { t } from '@/lib/i18n'
import type { ComboItemOption, ComboLine } from '@/modules/restaurant/types'

export type ComboLineData = { menu_item_id: string; quantity: string }

type Money = (cents: number) => string

export function comboLineData(line: ComboLine): ComboLineData {
  return { menu_item_id: String(line.menuItemId), quantity: String(line.quantity) }
}

/* A line without an item is sent without one, so the server names the missing field. */
export function comboItemsPayload(data: { items: ComboLineData[] }) {
  return {
    items: data.items.map((line) => ({
      menu_item_id: line.menu_item_id ? Number(line.menu_item_id) : undefined,
      quantity: line.quantity,
    })),
  }
}

/** What the lines on screen add up to: their prices bought separately, and their cost at today's averages. */
export function comboSums(items: ComboLineData[], options: ComboItemOption[]) {
  const counted = items.map((line) => ({
    option: options.find((item) => String(item.id) === line.menu_item_id),
    quantity: Number(line.quantity) || 0,
  }))
  return {
    separately: counted.reduce(
      (sum, { option, quantity }) => sum + (option?.priceCents ?? 0) * quantity,
      0
    ),
    cost: counted.reduce(
      (sum, { option, quantity }) => sum + (option?.costCents ?? 0) * quantity,
      0
    ),
  }
}

/** One line of a combo: the item, how many, and a button to take it out. */
export function ComboLineRow({
  index,
  line,
  options,
  errors,
  money,
  onChange,
  onRemove,
}: {
  index: number
  line: ComboLineData
  options: ComboItemOption[]
  errors: Record<string, string | undefined>
  money: Money
  onChange: (change: Partial<ComboLineData>) => void
  onRemove: () => void
}) {
  const option = options.find((item) => String(item.id) === line.menu_item_id)
  const error = (field: string) => errors[`items.${index}.${field}`]
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_5rem_2.5rem] items-start gap-2">
      <div className="grid gap-1">
        <NativeSelect
          aria-label={`${t('restaurant.combos.items')} ${index + 1}`}
          value={line.menu_item_id}
          aria-invalid={error('menu_item_id') ? true : undefined}
          onChange={(event) => onChange({ menu_item_id: event.target.value })}
        >
          <option value="">{t('restaurant.combos.choose_item')}</option>
          {options.map((item) => (
            <option key={item.id} value={item.id}>
              {item.categoryName} · {item.name} ({money(item.priceCents)})
            </option>
          ))}
        </NativeSelect>
        <InputError message={error('menu_item_id')} />
      </div>
      <div className="grid gap-1">
        <Input
          type="number"
          min={1}
          max={20}
          aria-label={`${t('restaurant.menu.quantity')} ${index + 1}`}
          value={line.quantity}
          aria-invalid={error('quantity') ? true : undefined}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
        <InputError message={error('quantity')} />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('restaurant.combos.remove_item', {
          name: option?.name ?? String(index + 1),
        })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  )
}

/** What the lines on screen would cost bought separately, the combo's price, its cost and margin. */
export function ComboTotals({
  separately,
  price,
  cost,
  money,
}: {
  separately: number
  price: number
  cost: number
  money: Money
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('restaurant.combos.totals')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('restaurant.combos.separately')}</dt>
          <dd className="text-right tabular-nums">{money(separately)}</dd>
          <dt className="text-muted-foreground">{t('restaurant.combos.price')}</dt>
          <dd className="text-right font-medium tabular-nums">{money(price)}</dd>
          <dt className="text-muted-foreground">{t('restaurant.menu.cost')}</dt>
          <dd className="text-right tabular-nums" data-testid="combo-cost">
            {money(cost)}
          </dd>
          <dt className="text-muted-foreground">{t('restaurant.menu.margin')}</dt>
          <dd className="text-right font-medium tabular-nums">{money(price - cost)}</dd>
        </dl>
      </CardContent>
    </Card>
  )
}

/** Add a line, save the lines, and the note that they were saved. */
export function ComboFormButtons({
  processing,
  saved,
  onAdd,
}: {
  processing: boolean
  saved: boolean
  onAdd: () => void
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {t('restaurant.combos.add_item')}
      </Button>
      <SubmitButton processing={processing}>{t('restaurant.combos.save_items')}</SubmitButton>
      <SavedNote show={saved} />
    </div>
  )
}
