import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { EmptyList } from '@/components/lists/list-page'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { formatStock, formatUnitCost, isNegative } from '@/modules/inventory/lib/quantity'
import { formatWhen, movementLabel, unitSymbol } from '@/modules/inventory/lib/labels'
import type { MovementRow, StockUnit } from '@/modules/inventory/types'

type MovementsTableProps = {
  movements: MovementRow[]
  currency: string
  empty: string
  /** On a product's own page the product column is left out and its unit given. */
  unit?: StockUnit
}

const signed = (value: string, unit: string) =>
  `${isNegative(value) ? '' : '+'}${formatStock(value, unit)}`

function reference(movement: MovementRow) {
  const label = movement.referenceLabel ?? movement.referenceId
  if (!label) return null
  if (movement.referenceType === 'purchase_order' && movement.referenceId) {
    return (
      <Link
        route="inventory.purchase_orders.show"
        routeParams={{ id: movement.referenceId }}
        className="hover:underline"
      >
        {label}
      </Link>
    )
  }
  return label
}

const unitOf = (movement: MovementRow, unit?: StockUnit) =>
  unitSymbol(movement.product?.unit ?? unit ?? 'unit')

function MovementProduct({ movement }: { movement: MovementRow }) {
  return (
    movement.product && (
      <Link
        route="inventory.products.show"
        routeParams={{ id: movement.product.id }}
        className="font-medium hover:underline"
      >
        {movement.product.name}
      </Link>
    )
  )
}

/** The signed quantity: green in, red out. */
function MovementQuantity({ movement, unit }: { movement: MovementRow; unit?: StockUnit }) {
  return (
    <span
      className={
        isNegative(movement.quantity)
          ? 'text-destructive'
          : 'text-emerald-700 dark:text-emerald-400'
      }
    >
      {signed(movement.quantity, unitOf(movement, unit))}
    </span>
  )
}

/** On a phone: one card per movement. */
function MovementCards({ movements, unit }: { movements: MovementRow[]; unit?: StockUnit }) {
  return (
    <ul className="divide-y md:hidden">
      {movements.map((movement) => (
        <li key={movement.id} className="grid gap-1 p-4" data-movement={movement.id}>
          <div className="flex items-start justify-between gap-2">
            <span className="grid">
              <MovementProduct movement={movement} />
              <span className="text-sm">{movementLabel(movement)}</span>
            </span>
            <span className="text-right text-sm tabular-nums">
              <MovementQuantity movement={movement} unit={unit} />
            </span>
          </div>
          <span className="text-sm text-muted-foreground">
            {formatWhen(movement.occurredAt)} ·{' '}
            {t('inventory.movements.balance_short', {
              balance: formatStock(movement.balanceAfter, unitOf(movement, unit)),
            })}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Ledger lines, newest first: a table from tablet width up, a stack on a phone. */
export function MovementsTable({ movements, currency, empty, unit }: MovementsTableProps) {
  if (movements.length === 0) return <EmptyList>{empty}</EmptyList>
  return (
    <>
      <MovementCards movements={movements} unit={unit} />
      <div className="hidden overflow-x-auto md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('inventory.movements.when')}</TableHead>
              {!unit && <TableHead>{t('inventory.movements.product')}</TableHead>}
              <TableHead>{t('inventory.movements.kind')}</TableHead>
              <TableHead className="text-right">{t('inventory.fields.quantity')}</TableHead>
              <TableHead className="text-right">{t('inventory.movements.unit_cost')}</TableHead>
              <TableHead className="text-right">{t('inventory.movements.value')}</TableHead>
              <TableHead className="text-right">{t('inventory.movements.balance')}</TableHead>
              <TableHead>{t('inventory.movements.reference')}</TableHead>
              <TableHead>{t('inventory.movements.user')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {movements.map((movement) => (
              <TableRow key={movement.id} data-movement={movement.id}>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {formatWhen(movement.occurredAt)}
                </TableCell>
                {!unit && (
                  <TableCell>
                    <MovementProduct movement={movement} />
                  </TableCell>
                )}
                <TableCell>
                  {movementLabel(movement)}
                  {movement.note && (
                    <span className="block max-w-xs truncate text-xs text-muted-foreground">
                      {movement.note}
                    </span>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  <MovementQuantity movement={movement} unit={unit} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatUnitCost(movement.unitCostCents, currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(movement.valueCents, currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatStock(movement.balanceAfter, unitOf(movement, unit))}
                </TableCell>
                <TableCell className="text-muted-foreground">
                  {reference(movement) ?? t('inventory.none')}
                </TableCell>
                <TableCell className="text-muted-foreground">
                  {movement.userName ?? t('inventory.none')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  )
}
