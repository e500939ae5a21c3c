import { CircleCheck } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card } from '@/components/ui/card'
import { EmptyList } from '@/components/lists/list-page'
import { reportQuery } from '@/components/reports/report-range-form'
import { type KardexBalance } from '@/modules/inventory/components/kardex-table'
import { KardexControls, KardexLines } from '@/modules/inventory/components/kardex-parts'
import { KardexSummary, type KardexTotals } from '@/modules/inventory/components/kardex-summary'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import { unitSymbol } from '@/modules/inventory/lib/labels'
import { formatStock } from '@/modules/inventory/lib/quantity'
import type { RangeProps } from '@/components/reports/report-types'
import type { MovementRow, ProductOption, StockUnit } from '@/modules/inventory/types'

type KardexProps = RangeProps & {
  products: ProductOption[]
  product: {
    id: number
    sku: string
    name: string
    unit: StockUnit
    onHand: string
    stockValueCents: number
  } | null
  kardex: {
    opening: KardexBalance
    carried: KardexBalance
    closing: KardexBalance
    totals: KardexTotals
    lines: MovementRow[]
    pages: { current: number; last: number; perPage: number }
  } | null
  reconciled: boolean | null
}

const PATH = urlFor('inventory.movements.kardex')

export default function Kardex({
  products,
  product,
  kardex,
  reconciled,
  range,
  rangeErrors,
  presets,
  currency,
}: KardexProps) {
  const unit = product ? unitSymbol(product.unit) : ''
  return (
    <AppLayout
      breadcrumbs={[
        { title: t('inventory.movements.title'), href: urlFor('inventory.movements.index') },
        { title: t('inventory.kardex.title'), href: PATH },
      ]}
    >
      <Heading
        level="h1"
        title={
          product
            ? t('inventory.kardex.title_for', { name: product.name })
            : t('inventory.kardex.title')
        }
        description={t('inventory.kardex.description')}
      />
      <KardexControls
        id="kardex-product"
        label={t('inventory.fields.product_id')}
        path={PATH}
        products={products}
        productId={product?.id}
        placeholder={<option value="">{t('inventory.movements.choose_product')}</option>}
        range={range}
        rangeErrors={rangeErrors}
        presets={presets}
      />
      {product && kardex ? (
        <>
          <KardexSummary
            opening={kardex.opening}
            totals={kardex.totals}
            closing={kardex.closing}
            unit={unit}
            currency={currency}
          />
          {reconciled && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" data-reconciled>
              <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
              {t('inventory.kardex.reconciled', { onHand: formatStock(product.onHand, unit) })}
            </p>
          )}
          <KardexLines
            card={kardex}
            unit={unit}
            currency={currency}
            href={(page) =>
              urlFor(
                'inventory.movements.kardex',
                {},
                { qs: reportQuery({ product: product.id, ...range, page }) }
              )
            }
          />
        </>
      ) : (
        <Card className="py-0">
          <EmptyList>{t('inventory.kardex.choose')}</EmptyList>
        </Card>
      )}
    </AppLayout>
  )
}
