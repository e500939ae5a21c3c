import { Link } from '@adonisjs/inertia/react'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { SortableHead } from '@/components/lists/sortable-head'
import { EmptyList } from '@/components/lists/list-page'
import { StockBadge } from '@/modules/inventory/components/stock-badge'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { formatStock, isNegative } from '@/modules/inventory/lib/quantity'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import type { Direction, ProductRow } from '@/modules/inventory/types'

type ProductsTableProps = {
  products: ProductRow[]
  currency: string
  empty: string
  /** Sortable headers on the Products list; plain ones elsewhere. */
  sorting?: {
    sort: string
    direction: Direction
    onSort: (column: string, direction: Direction) => void
  }
  /** Hide a column that the page already implies (the category on its own page). */
  hide?: ('category' | 'supplier')[]
  /** LowStock shows the reorder point and quantity. */
  reorder?: boolean
}

function Head({
  column,
  label,
  sorting,
  className,
}: {
  column: string
  label: string
  sorting?: ProductsTableProps['sorting']
  className?: string
}) {
  if (sorting) return <SortableHead column={column} label={label} {...sorting} />
  return <TableHead className={className}>{label}</TableHead>
}

function ProductName({ product }: { product: ProductRow }) {
  return (
    <Link
      route="inventory.products.show"
      routeParams={{ id: product.id }}
      prefetch
      className="font-medium hover:underline"
    >
      {product.name}
    </Link>
  )
}

/** Stock on hand in the product's unit; below zero in red (the ledger allows it until counted). */
function ProductStock({ product }: { product: ProductRow }) {
  return (
    <span className={isNegative(product.onHand) ? 'text-destructive' : undefined}>
      {formatStock(product.onHand, unitSymbol(product.unit))}
    </span>
  )
}

/** On a phone: one card per product. */
function ProductCards({ products, reorder }: { products: ProductRow[]; reorder: boolean }) {
  return (
    <ul className="divide-y md:hidden">
      {products.map((product) => (
        <li key={product.id} className="grid gap-1 p-4" data-product={product.sku}>
          <div className="flex items-start justify-between gap-2">
            <ProductName product={product} />
            <span className="text-sm tabular-nums">
              <ProductStock product={product} />
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="font-mono">{product.sku}</span>
            {reorder && (
              <span>
                {t('inventory.products.reorder_at', {
                  point: formatStock(product.reorderPoint, unitSymbol(product.unit)),
                })}
              </span>
            )}
            <StockBadge product={product} />
          </div>
        </li>
      ))}
    </ul>
  )
}

function ProductLine({
  product,
  currency,
  hide,
  reorder,
}: {
  product: ProductRow
  currency: string
  hide: string[]
  reorder: boolean
}) {
  return (
    <TableRow data-product={product.sku}>
      <TableCell className="font-mono text-sm">{product.sku}</TableCell>
      <TableCell>
        <ProductName product={product} />
      </TableCell>
      {!hide.includes('category') && (
        <TableCell className="text-muted-foreground">
          {product.category?.name ?? t('inventory.none')}
        </TableCell>
      )}
      {!hide.includes('supplier') && (
        <TableCell className="text-muted-foreground">
          {product.preferredSupplier?.name ?? t('inventory.none')}
        </TableCell>
      )}
      <TableCell className="tabular-nums">
        <ProductStock product={product} />
      </TableCell>
      {reorder && (
        <TableCell className="tabular-nums">
          {formatStock(product.reorderPoint, unitSymbol(product.unit))}
        </TableCell>
      )}
      {reorder && (
        <TableCell className="tabular-nums">
          {formatStock(product.reorderQuantity, unitSymbol(product.unit))}
        </TableCell>
      )}
      {!reorder && (
        <TableCell className="tabular-nums">
          {formatMoney(product.stockValueCents, currency)}
        </TableCell>
      )}
      <TableCell>
        <StockBadge product={product} />
      </TableCell>
    </TableRow>
  )
}

/** Products with their stock: a table from tablet width up, a stack of rows on a phone. */
export function ProductsTable({
  products,
  currency,
  empty,
  sorting,
  hide = [],
  reorder = false,
}: ProductsTableProps) {
  if (products.length === 0) return <EmptyList>{empty}</EmptyList>
  return (
    <>
      <ProductCards products={products} reorder={reorder} />
      <Table className={reorder ? 'hidden table-fixed md:table' : 'hidden md:table'}>
        {reorder && (
          /* LowStock stacks one table per supplier: fixed widths keep their columns aligned. */
          <colgroup>
            <col className="w-36" />
            <col />
            {!hide.includes('category') && <col className="w-40" />}
            {!hide.includes('supplier') && <col className="w-40" />}
            <col className="w-28" />
            <col className="w-32" />
            <col className="w-36" />
            <col className="w-28" />
          </colgroup>
        )}
        <TableHeader>
          <TableRow>
            <Head column="sku" label={t('inventory.fields.sku')} sorting={sorting} />
            <Head column="name" label={t('inventory.fields.name')} sorting={sorting} />
            {!hide.includes('category') && (
              <Head column="category" label={t('inventory.fields.category_id')} sorting={sorting} />
            )}
            {!hide.includes('supplier') && (
              <TableHead>{t('inventory.fields.preferred_supplier_id')}</TableHead>
            )}
            <Head column="on_hand" label={t('inventory.products.on_hand')} sorting={sorting} />
            {reorder && <TableHead>{t('inventory.fields.reorder_point')}</TableHead>}
            {reorder && <TableHead>{t('inventory.fields.reorder_quantity')}</TableHead>}
            {!reorder && (
              <Head column="value" label={t('inventory.products.stock_value')} sorting={sorting} />
            )}
            <TableHead>
              <span className="sr-only">{t('inventory.products.status')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products.map((product) => (
            <ProductLine
              key={product.id}
              product={product}
              currency={currency}
              hide={hide}
              reorder={reorder}
            />
          ))}
        </TableBody>
      </Table>
    </>
  )
}
