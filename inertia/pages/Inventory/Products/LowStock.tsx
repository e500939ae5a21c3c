import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card } from '@/components/ui/card'
import { EmptyList } from '@/components/lists/list-page'
import { LowStockGroups } from '@/modules/inventory/components/low-stock-groups'
import { useLiveProps } from '@/hooks/use-live-props'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { ProductRow } from '@/modules/inventory/types'

type LowStockProps = {
  products: ProductRow[]
  currency: string
  can: { draftPurchaseOrder: boolean }
}

/** Stays current by itself: every stock change reloads the list. */
export default function LowStock({ products, currency, can }: LowStockProps) {
  useLiveProps<LowStockProps>({ 'inventory.stock': ['StockChanged'] }, ['products'])
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.products.title'), href: urlFor('inventory.products.index') },
        { title: t('inventory.low_stock.title'), href: urlFor('inventory.products.low_stock') },
      ]}
    >
      <Heading
        level="h1"
        title={t('inventory.low_stock.title')}
        description={t('inventory.low_stock.description')}
      />
      <div className="grid gap-4" aria-live="polite" data-low-stock>
        {products.length === 0 ? (
          <Card className="py-0">
            <EmptyList>{t('inventory.low_stock.empty')}</EmptyList>
          </Card>
        ) : (
          <LowStockGroups
            products={products}
            currency={currency}
            canDraft={can.draftPurchaseOrder}
          />
        )}
      </div>
    </AppLayout>
  )
}
