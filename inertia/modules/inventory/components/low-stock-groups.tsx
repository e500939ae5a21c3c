import { Link } from '@adonisjs/inertia/react'
import { useForm } from '@inertiajs/react'
import { FilePlus2 } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SubmitButton } from '@/components/forms/submit-button'
import { ProductsTable } from '@/modules/inventory/components/products-table'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ProductRow } from '@/modules/inventory/types'

type Group = { supplier: { id: number; name: string } | null; products: ProductRow[] }

/** LowStock's products by preferred supplier; the ones without a supplier come last. */
export function groupBySupplier(products: ProductRow[]): Group[] {
  const groups = new Map<number | null, Group>()
  for (const product of products) {
    const key = product.preferredSupplier?.id ?? null
    const group = groups.get(key) ?? { supplier: product.preferredSupplier, products: [] }
    group.products.push(product)
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) =>
    a.supplier && b.supplier ? a.supplier.name.localeCompare(b.supplier.name) : a.supplier ? -1 : 1
  )
}

function DraftButton({ supplierId }: { supplierId: number }) {
  const form = useForm({ supplier_id: supplierId })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('inventory.purchase_orders.draft_from_low_stock'))
      }}
    >
      <SubmitButton size="sm" processing={form.processing}>
        <FilePlus2 aria-hidden="true" />
        {t('inventory.low_stock.draft')}
      </SubmitButton>
    </form>
  )
}

export function LowStockGroups({
  products,
  currency,
  canDraft,
}: {
  products: ProductRow[]
  currency: string
  canDraft: boolean
}) {
  return groupBySupplier(products).map((group) => (
    <Card
      key={group.supplier?.id ?? 'none'}
      className="gap-0 overflow-hidden pb-0"
      data-supplier-group={group.supplier?.name ?? ''}
    >
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-4">
        <CardTitle>
          {group.supplier ? (
            <Link
              route="inventory.suppliers.show"
              routeParams={{ id: group.supplier.id }}
              className="hover:underline"
            >
              {group.supplier.name}
            </Link>
          ) : (
            t('inventory.low_stock.no_supplier')
          )}{' '}
          <span className="font-normal text-muted-foreground">({group.products.length})</span>
        </CardTitle>
        {canDraft && group.supplier && <DraftButton supplierId={group.supplier.id} />}
      </CardHeader>
      <CardContent className="px-0">
        <ProductsTable
          products={group.products}
          currency={currency}
          empty=""
          hide={['supplier']}
          reorder
        />
      </CardContent>
    </Card>
  ))
}
