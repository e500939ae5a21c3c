import { router } from '@inertiajs/react'
import { CircleCheck } from 'lucide-react'
import AppLayout from '@/layouts/app-layout'
import { Heading } from '@/components/heading'
import { Card } from '@/components/ui/card'
import { SelectField } from '@/components/forms/select-field'
import { EmptyList } from '@/components/lists/list-page'
import { ReportRangeForm, reportQuery } from '@/components/reports/report-range-form'
import { KardexTable, type KardexBalance } from '@/modules/inventory/components/kardex-table'
import { KardexSummary, type KardexTotals } from '@/modules/inventory/components/kardex-summary'
import { KardexPages } from '@/modules/inventory/components/kardex-pages'
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
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <SelectField
          id="kardex-product"
          label={t('inventory.fields.product_id')}
          value={product?.id ?? ''}
          onChange={(event) =>
            router.get(PATH, reportQuery({ product: event.target.value, ...range }), {
              preserveScroll: true,
            })
          }
        >
          <option value="">{t('inventory.movements.choose_product')}</option>
          {products.map((option) => (
            <option key={option.id} value={option.id}>
              {option.sku} · {option.name}
            </option>
          ))}
        </SelectField>
        <ReportRangeForm
          range={range}
          rangeErrors={rangeErrors}
          presets={presets}
          path={PATH}
          keep={{ product: product?.id }}
        />
      </div>
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
          <Card className="gap-0 overflow-hidden py-0">
            <KardexTable
              lines={kardex.lines}
              carried={kardex.carried}
              carriedLabel={
                kardex.pages.current > 1
                  ? t('inventory.kardex.carried')
                  : t('inventory.kardex.opening')
              }
              closing={kardex.pages.current === kardex.pages.last ? kardex.closing : null}
              unit={unit}
              currency={currency}
            />
          </Card>
          <KardexPages
            pages={kardex.pages}
            lines={kardex.totals.lines}
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
