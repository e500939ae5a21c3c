import { Link } from '@adonisjs/inertia/react'
import { t } from '@/lib/i18n'
import { formatQuantity } from '@/modules/inventory/lib/quantity'
import { unitName, unitSymbol } from '@/modules/inventory/lib/labels'
import type { ProductDetail } from '@/modules/inventory/types'

/** Category, supplier and units of one product. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const none = t('inventory.none')
  const rows: [string, React.ReactNode][] = [
    [
      t('inventory.fields.sku'),
      <span key="sku" className="font-mono">
        {product.sku}
      </span>,
    ],
    [
      t('inventory.fields.category_id'),
      product.category ? (
        <Link
          route="inventory.categories.show"
          routeParams={{ id: product.category.id }}
          className="hover:underline"
        >
          {product.category.name}
        </Link>
      ) : (
        none
      ),
    ],
    [
      t('inventory.fields.preferred_supplier_id'),
      product.preferredSupplier ? (
        <Link
          route="inventory.suppliers.show"
          routeParams={{ id: product.preferredSupplier.id }}
          className="hover:underline"
        >
          {product.preferredSupplier.name}
        </Link>
      ) : (
        none
      ),
    ],
    [t('inventory.products.stock_unit'), unitName(product.unit)],
    [
      t('inventory.fields.purchase_unit'),
      product.purchaseUnit
        ? t('inventory.products.conversion', {
            purchaseUnit: product.purchaseUnit,
            factor: formatQuantity(product.purchaseUnitFactor),
            unit: unitSymbol(product.unit),
          })
        : t('inventory.products.bought_in_stock_unit'),
    ],
  ]
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
