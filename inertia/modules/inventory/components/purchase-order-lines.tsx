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
import { formatQuantity, formatUnitCost } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { t } from '@/lib/i18n'
import type { PurchaseOrder, PurchaseOrderLine } from '@/modules/inventory/purchasing-types'

/* "3 × case of 24"; nothing received or left shows as a dash. */
const inPurchaseUnit = (quantity: string, line: PurchaseOrderLine) =>
  /^0(\.0+)?$/.test(quantity)
    ? t('inventory.purchasing.none')
    : `${formatQuantity(quantity)} × ${line.purchaseUnit}`

const stockOf = (line: PurchaseOrderLine) =>
  t('inventory.purchasing.in_stock_units', {
    quantity: formatQuantity(line.stockQuantity),
    unit: unitSymbol(line.stockUnit),
  })

/** On a phone: one card per line, then the total. */
function OrderLineCards({
  order,
  currency,
  showReceived,
}: {
  order: PurchaseOrder
  currency: string
  showReceived: boolean
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <ul className="divide-y md:hidden">
      {order.lines.map((line) => (
        <li key={line.id} className="grid gap-1 p-4 text-sm">
          <span className="font-medium">{line.name}</span>
          <span className="text-muted-foreground">{line.sku}</span>
          <span className="tabular-nums">
            {inPurchaseUnit(line.quantity, line)} × {money(line.unitCostCents)} ={' '}
            {money(line.totalCents)}
          </span>
          <span className="text-muted-foreground tabular-nums">{stockOf(line)}</span>
          {showReceived && (
            <span className="tabular-nums">
              {t('inventory.purchasing.received')}: {inPurchaseUnit(line.receivedQuantity, line)} ·{' '}
              {t('inventory.purchasing.outstanding')}: {inPurchaseUnit(line.outstanding, line)}
            </span>
          )}
        </li>
      ))}
      <li className="flex justify-between p-4 font-medium tabular-nums">
        <span>{t('inventory.purchasing.total')}</span>
        <span>{money(order.totalCents)}</span>
      </li>
    </ul>
  )
}

/** An order's lines: ordered in the supplier's unit (and in stock units), price, received and outstanding. */
export function PurchaseOrderLines({
  order,
  currency,
}: {
  order: PurchaseOrder
  currency: string
}) {
  const money = (cents: number) => formatMoney(cents, currency)
  const showReceived = !['draft', 'cancelled'].includes(order.status)
  return (
    <>
      <OrderLineCards order={order} currency={currency} showReceived={showReceived} />
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead className="px-4">{t('inventory.purchasing.product')}</TableHead>
            <TableHead className="text-right">{t('inventory.purchasing.quantity')}</TableHead>
            <TableHead className="text-right">{t('inventory.purchasing.unit_cost')}</TableHead>
            <TableHead className="text-right">{t('inventory.purchasing.line_total')}</TableHead>
            {showReceived && (
              <>
                <TableHead className="text-right">{t('inventory.purchasing.received')}</TableHead>
                <TableHead className="px-4 text-right">
                  {t('inventory.purchasing.outstanding')}
                </TableHead>
              </>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell className="px-4">
                <span className="font-medium">{line.name}</span>
                <span className="block text-xs text-muted-foreground">{line.sku}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {inPurchaseUnit(line.quantity, line)}
                <span className="block text-xs text-muted-foreground">{stockOf(line)}</span>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {money(line.unitCostCents)}
                <span className="block text-xs text-muted-foreground">
                  {t('inventory.purchasing.stock_unit_cost', {
                    cost: formatUnitCost(line.stockUnitCostCents, currency),
                    unit: unitSymbol(line.stockUnit),
                  })}
                </span>
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(line.totalCents)}</TableCell>
              {showReceived && (
                <>
                  <TableCell className="text-right tabular-nums">
                    {inPurchaseUnit(line.receivedQuantity, line)}
                  </TableCell>
                  <TableCell className="px-4 text-right tabular-nums">
                    {inPurchaseUnit(line.outstanding, line)}
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableHead scope="row" colSpan={3} className="px-4">
              {t('inventory.purchasing.total')}
            </TableHead>
            <TableCell className="text-right tabular-nums">{money(order.totalCents)}</TableCell>
            {showReceived && <TableCell colSpan={2} />}
          </TableRow>
        </TableFooter>
      </Table>
    </>
  )
}
