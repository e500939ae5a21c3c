import { ReportDateForm } from '@/components/reports/report-date-form'
import { reportQuery } from '@/components/reports/report-range-form'
import { ReportFigures } from '@/components/reports/report-figures'
import { formatCount, formatLongDay } from '@/components/reports/report-format'
import { InventoryReport, REPORT_PATHS } from '@/modules/inventory/components/inventory-report'
import { SelectField } from '@/components/forms/select-field'
import {
  CurrentStockByCategory,
  CurrentStockByProduct,
} from '@/modules/inventory/components/current-stock-parts'
import { useListQuery } from '@/hooks/use-list-query'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import { urlFor } from '@/lib/routes'
import type { DateProps } from '@/components/reports/report-types'
import type { CurrentStockReport, ReportCategoryOption } from '@/modules/inventory/reports-types'

type CurrentStockProps = DateProps & {
  today: string
  filters: { category: number | null; page: number }
  categories: ReportCategoryOption[]
  report: CurrentStockReport
}

const path = REPORT_PATHS.current_stock

export default function CurrentStock({
  asOf,
  asOfError,
  datePresets,
  today,
  filters,
  categories,
  report,
  currency,
}: CurrentStockProps) {
  const { change } = useListQuery()
  const money = (cents: number) => formatMoney(cents, currency)
  return (
    <InventoryReport
      report="current_stock"
      query={{ as_of: asOf, category: filters.category }}
      controls={
        <div className="grid gap-3">
          <ReportDateForm
            asOf={asOf}
            asOfError={asOfError}
            datePresets={datePresets}
            path={path}
            keep={{ category: filters.category }}
            max={today}
          />
          <div className="sm:max-w-xs">
            <SelectField
              id="category"
              label={t('inventory.reports.category')}
              value={filters.category ?? ''}
              onChange={(event) => change({ category: event.target.value })}
            >
              <option value="">{t('inventory.reports.all_categories')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
      }
      summary={t('reports.range.as_of_summary', { date: formatLongDay(asOf) })}
    >
      <ReportFigures
        figures={[
          { label: t('inventory.reports.stock_value'), value: money(report.totals.valueCents) },
          {
            label: t('inventory.reports.products'),
            value: formatCount(report.totals.products),
            hint:
              report.totals.negative > 0
                ? t('inventory.reports.negative_stock', { count: report.totals.negative })
                : undefined,
          },
          {
            label: t('inventory.reports.categories'),
            value: formatCount(report.categories.length),
          },
        ]}
      />
      <CurrentStockByCategory report={report} money={money} />
      <CurrentStockByProduct
        report={report}
        currency={currency}
        href={(page) =>
          urlFor(
            'inventory.reports.current_stock',
            {},
            { qs: reportQuery({ as_of: asOf, category: filters.category, page }) }
          )
        }
      />
    </InventoryReport>
  )
}
