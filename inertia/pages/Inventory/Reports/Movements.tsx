import { ReportRangeForm } from '@/components/reports/report-range-form'
import { ReportFigures } from '@/components/reports/report-figures'
import { daysInRange, formatCount, formatLongDay } from '@/components/reports/report-format'
import { InventoryReport, REPORT_PATHS } from '@/modules/inventory/components/inventory-report'
import {
  MovementsByProduct,
  MovementsChart,
  MovementsReportFilters,
  MovementsTables,
} from '@/modules/inventory/components/movements-report-parts'
import { useListQuery } from '@/hooks/use-list-query'
import { formatMoney } from '@/lib/money'
import { t } from '@/lib/i18n'
import type { RangeProps } from '@/components/reports/report-types'
import type { MovementKind } from '@/modules/inventory/types'
import type {
  MovementsReport,
  ReportCategoryOption,
  ReportPeriod,
} from '@/modules/inventory/reports-types'

type MovementsProps = RangeProps & {
  filters: { kind: MovementKind | null; category: number | null; period: ReportPeriod }
  kinds: MovementKind[]
  periods: ReportPeriod[]
  categories: ReportCategoryOption[]
  report: MovementsReport
}

const path = REPORT_PATHS.movements

export default function Movements({
  filters,
  kinds,
  periods,
  categories,
  report,
  range,
  rangeErrors,
  presets,
  currency,
}: MovementsProps) {
  const { change } = useListQuery()
  const money = (cents: number) => formatMoney(cents, currency)
  const keep = { kind: filters.kind, category: filters.category, period: filters.period }
  return (
    <InventoryReport
      report="movements"
      query={{ ...keep, ...range }}
      controls={
        <div className="grid gap-3">
          <ReportRangeForm
            range={range}
            rangeErrors={rangeErrors}
            presets={presets}
            path={path}
            keep={keep}
          />
          <MovementsReportFilters
            filters={filters}
            kinds={kinds}
            categories={categories}
            periods={periods}
            onChange={change}
          />
        </div>
      }
      summary={t('reports.range.summary', {
        from: formatLongDay(range.from),
        to: formatLongDay(range.to),
        days: daysInRange(range),
      })}
    >
      <ReportFigures
        figures={report.byKind.map((row) => ({
          label: t(`inventory.kinds.${row.kind}`),
          value: money(row.netCents),
          hint: `${formatCount(row.movements)} ${t('inventory.reports.movements_count').toLowerCase()}`,
        }))}
      />
      <MovementsChart report={report} range={range} money={money} />
      <MovementsTables report={report} money={money} />
      <MovementsByProduct report={report} money={money} />
    </InventoryReport>
  )
}
