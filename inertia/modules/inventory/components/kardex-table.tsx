import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { formatStock, formatUnitCost, isNegative } from '@/modules/inventory/lib/quantity'
import { formatWhen, movementLabel } from '@/modules/inventory/lib/labels'
import type { MovementRow } from '@/modules/inventory/types'

export type KardexBalance = { quantity: string; valueCents: number; averageCostCents: string }

type KardexTableProps = {
  lines: MovementRow[]
  /** The balance the page opens with: the opening balance, or carried over from the page before. */
  carried: KardexBalance
  carriedLabel: string
  /** Shown under the last page only. */
  closing: KardexBalance | null
  unit: string
  currency: string
}

const absolute = (value: string) => (value.startsWith('-') ? value.slice(1) : value)

function reference(line: MovementRow) {
  const label = line.referenceLabel ?? line.referenceId
  if (!label) return t('inventory.none')
  if (line.referenceType === 'purchase_order' && line.referenceId) {
    return (
      <Link
        route="inventory.purchase_orders.show"
        routeParams={{ id: line.referenceId }}
        className="hover:underline"
      >
        {label}
      </Link>
    )
  }
  return label
}

/** One movement in and out of the quantity and value columns, with the balance after it. */
function KardexRow({
  line,
  unit,
  currency,
}: {
  line: MovementRow
  unit: string
  currency: string
}) {
  const quantity = (value: string) => formatStock(value, unit)
  const money = (cents: number) => formatMoney(cents, currency)
  const out = isNegative(line.quantity)
  return (
    <TableRow data-movement={line.id}>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        {formatWhen(line.occurredAt)}
      </TableCell>
      <TableCell>
        {movementLabel(line)}
        {line.expectedQuantity !== null && line.countedQuantity !== null && (
          <span className="block text-xs text-muted-foreground">
            {t('inventory.kardex.counted', {
              counted: quantity(line.countedQuantity),
              expected: quantity(line.expectedQuantity),
            })}
          </span>
        )}
      </TableCell>
      <TableCell className="text-muted-foreground">{reference(line)}</TableCell>
      <TableCell className="border-l text-right tabular-nums">
        {out ? '' : quantity(line.quantity)}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {out ? quantity(absolute(line.quantity)) : ''}
      </TableCell>
      <TableCell className="text-right tabular-nums">{quantity(line.balanceAfter)}</TableCell>
      <TableCell className="border-l text-right tabular-nums">
        {formatUnitCost(line.unitCostCents, currency)}
      </TableCell>
      <TableCell className="border-l text-right tabular-nums">
        {out ? '' : money(line.valueCents)}
      </TableCell>
      <TableCell className="text-right tabular-nums">
        {out ? money(-line.valueCents) : ''}
      </TableCell>
      <TableCell className="text-right tabular-nums">{money(line.valueAfterCents)}</TableCell>
    </TableRow>
  )
}

/** On a phone: the opening balance, one card per movement, the closing balance. */
function KardexCards({ lines, carried, carriedLabel, closing, unit, currency }: KardexTableProps) {
  const quantity = (value: string) => formatStock(value, unit)
  const money = (cents: number) => formatMoney(cents, currency)
  const phoneBalance = (label: string, balance: KardexBalance, slot: string) => (
    <li data-kardex={slot} className="flex justify-between gap-2 bg-muted/40 p-4 font-medium">
      <span>{label}</span>
      <span className="text-right tabular-nums">
        {quantity(balance.quantity)}
        <span className="block text-sm font-normal text-muted-foreground">
          {money(balance.valueCents)}
        </span>
      </span>
    </li>
  )
  return (
    <ul className="divide-y md:hidden">
      {phoneBalance(carriedLabel, carried, 'opening')}
      {lines.map((line) => {
        const out = isNegative(line.quantity)
        return (
          <li key={line.id} className="grid gap-1 p-4" data-movement={line.id}>
            <div className="flex items-start justify-between gap-2">
              <span className="grid">
                <span>{movementLabel(line)}</span>
                <span className="text-sm text-muted-foreground">{formatWhen(line.occurredAt)}</span>
              </span>
              <span className="text-right tabular-nums">
                <span
                  className={out ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400'}
                >
                  {out ? t('inventory.kardex.out') : t('inventory.kardex.in')}{' '}
                  {quantity(absolute(line.quantity))}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {money(Math.abs(line.valueCents))}
                </span>
              </span>
            </div>
            <span className="text-sm text-muted-foreground">
              {t('inventory.kardex.balance_line', {
                quantity: quantity(line.balanceAfter),
                value: money(line.valueAfterCents),
              })}
            </span>
          </li>
        )
      })}
      {closing && phoneBalance(t('inventory.kardex.closing'), closing, 'closing')}
    </ul>
  )
}

/**
 * The stock card: in, out and balance, in quantity and in value, line by line
 * between an opening and a closing balance.
 */
export function KardexTable({
  lines,
  carried,
  carriedLabel,
  closing,
  unit,
  currency,
}: KardexTableProps) {
  const quantity = (value: string) => formatStock(value, unit)
  const money = (cents: number) => formatMoney(cents, currency)
  const balanceRow = (label: string, balance: KardexBalance, slot: string) => (
    <TableRow data-kardex={slot} className="bg-muted/40 font-medium">
      <TableCell colSpan={3}>{label}</TableCell>
      <TableCell />
      <TableCell />
      <TableCell className="text-right tabular-nums">{quantity(balance.quantity)}</TableCell>
      <TableCell className="text-right tabular-nums">
        {formatUnitCost(balance.averageCostCents, currency)}
      </TableCell>
      <TableCell />
      <TableCell />
      <TableCell className="text-right tabular-nums">{money(balance.valueCents)}</TableCell>
    </TableRow>
  )
  return (
    <>
      <KardexCards
        lines={lines}
        carried={carried}
        carriedLabel={carriedLabel}
        closing={closing}
        unit={unit}
        currency={currency}
      />
      <div className="hidden overflow-x-auto md:block">
        <Table className="min-w-[56rem]">
          <TableHeader>
            <TableRow>
              <TableHead rowSpan={2}>{t('inventory.movements.when')}</TableHead>
              <TableHead rowSpan={2}>{t('inventory.movements.kind')}</TableHead>
              <TableHead rowSpan={2}>{t('inventory.movements.reference')}</TableHead>
              <TableHead colSpan={3} className="border-l text-center">
                {t('inventory.kardex.quantity')}
              </TableHead>
              <TableHead rowSpan={2} className="border-l text-right">
                {t('inventory.movements.unit_cost')}
              </TableHead>
              <TableHead colSpan={3} className="border-l text-center">
                {t('inventory.kardex.value')}
              </TableHead>
            </TableRow>
            <TableRow>
              <TableHead className="border-l text-right">{t('inventory.kardex.in')}</TableHead>
              <TableHead className="text-right">{t('inventory.kardex.out')}</TableHead>
              <TableHead className="text-right">{t('inventory.kardex.balance')}</TableHead>
              <TableHead className="border-l text-right">{t('inventory.kardex.in')}</TableHead>
              <TableHead className="text-right">{t('inventory.kardex.out')}</TableHead>
              <TableHead className="text-right">{t('inventory.kardex.balance')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {balanceRow(carriedLabel, carried, 'opening')}
            {lines.map((line) => (
              <KardexRow key={line.id} line={line} unit={unit} currency={currency} />
            ))}
          </TableBody>
          {closing && (
            <TableFooter>
              {balanceRow(t('inventory.kardex.closing'), closing, 'closing')}
            </TableFooter>
          )}
        </Table>
      </div>
    </>
  )
}
